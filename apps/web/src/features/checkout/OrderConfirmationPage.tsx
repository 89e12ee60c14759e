export function OrderConfirmationPage() {
  return <div className="container page">OrderConfirmationPage</div>;
}
