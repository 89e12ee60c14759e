export function CartPage() {
  return <div className="container page">CartPage</div>;
}
