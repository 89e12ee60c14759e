export function MostHarvestDetailPage() {
  return <div className="container page">MostHarvestDetailPage</div>;
}
