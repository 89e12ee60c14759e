export function AboutPage() {
  return <div className="container page">AboutPage</div>;
}
