import { useLingui } from '@lingui/react/macro';
import { PolicyLayout } from './PolicyLayout';

/** /refund-cancellation-policy: the farm writes the text in its console (Pages). */
export function RefundPolicyPage() {
  const { t } = useLingui();
  return (
    <PolicyLayout
      slug="refund"
      title={t`Return and Cancellation Policy`}
      description={t`When we exchange a product, how to ask within 24 hours of delivery, returns, refunds and free cancellation before dispatch.`}
    />
  );
}
