export function CategoryPage() {
  return <div className="container page">CategoryPage</div>;
}
