import { useLingui } from '@lingui/react/macro';
import { PolicyLayout } from './PolicyLayout';

/** /privacy-policy: the farm writes the text in its console (Pages). */
export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <PolicyLayout
      slug="privacy"
      title={t`Privacy Notice`}
      description={t`What personal data our farm shop collects, why, who we share it with, how we keep it safe, cookies and local storage, and your rights under Indian law.`}
    />
  );
}
