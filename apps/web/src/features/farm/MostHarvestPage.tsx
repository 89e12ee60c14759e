export function MostHarvestPage() {
  return <div className="container page">MostHarvestPage</div>;
}
