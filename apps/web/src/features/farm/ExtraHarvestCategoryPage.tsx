export function ExtraHarvestCategoryPage() {
  return <div className="container page">ExtraHarvestCategoryPage</div>;
}
