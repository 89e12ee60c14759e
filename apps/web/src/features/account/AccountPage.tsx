export function AccountPage() {
  return <div className="container page">AccountPage</div>;
}
