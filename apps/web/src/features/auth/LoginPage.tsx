export function LoginPage() {
  return <div className="container page">LoginPage</div>;
}
