export function RefundPolicyPage() {
  return <div className="container page">RefundPolicyPage</div>;
}
