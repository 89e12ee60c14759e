export function RegisterPage() {
  return <div className="container page">RegisterPage</div>;
}
