export function ShippingPolicyPage() {
  return <div className="container page">ShippingPolicyPage</div>;
}
