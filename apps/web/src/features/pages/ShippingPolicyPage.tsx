import { useLingui } from '@lingui/react/macro';
import { PolicyLayout } from './PolicyLayout';

/** /shipping-policy: the farm writes the text in its console (Pages). */
export function ShippingPolicyPage() {
  const { t } = useLingui();
  return (
    <PolicyLayout
      slug="shipping"
      title={t`Shipping Policy`}
      description={t`We dispatch within 2-4 business days after payment confirmation; delivery normally takes 5-10 business days. Charges are shown at checkout.`}
    />
  );
}
