export function ExtraHarvestPage() {
  return <div className="container page">ExtraHarvestPage</div>;
}
