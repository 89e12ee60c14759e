export function SearchPage() {
  return <div className="container page">SearchPage</div>;
}
