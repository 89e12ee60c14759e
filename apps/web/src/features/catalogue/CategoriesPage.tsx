export function CategoriesPage() {
  return <div className="container page">CategoriesPage</div>;
}
