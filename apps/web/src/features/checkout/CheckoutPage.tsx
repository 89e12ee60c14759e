export function CheckoutPage() {
  return <div className="container page">CheckoutPage</div>;
}
