import { PolicyLayout } from './PolicyLayout';

/** /refund-cancellation-policy: the farm writes the text in its console (Pages). */
export function RefundPolicyPage() {
  return (
    <PolicyLayout
      slug="refund"
      title="Return and Cancellation Policy"
      description="When we exchange a product, how to ask within 24 hours of delivery, returns, refunds and free cancellation before dispatch."
    />
  );
}
