import { useLingui } from '@lingui/react/macro';
import { PolicyLayout } from './PolicyLayout';

/** /terms-and-conditions: the farm writes the text in its console (Pages). */
export function TermsPage() {
  const { t } = useLingui();
  return (
    <PolicyLayout
      slug="terms"
      title={t`Terms and Conditions`}
      description={t`The terms for using our farm shop's website and buying from us: accounts, prices in INR, availability, payments by Razorpay, liability and the law of India.`}
    />
  );
}
