export function ProductPage() {
  return <div className="container page">ProductPage</div>;
}
