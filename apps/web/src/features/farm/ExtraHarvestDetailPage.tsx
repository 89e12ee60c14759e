export function ExtraHarvestDetailPage() {
  return <div className="container page">ExtraHarvestDetailPage</div>;
}
