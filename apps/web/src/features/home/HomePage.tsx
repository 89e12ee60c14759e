export function HomePage() {
  return <div className="container page">HomePage</div>;
}
