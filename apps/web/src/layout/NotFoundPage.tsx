import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageMeta } from '../shared/ui/PageMeta';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="container page" style={{ textAlign: 'center' }}>
      <PageMeta title={t`Page not found`} />
      <h1>
        <Trans>We could not find that page</Trans>
      </h1>
      <p>
        <Trans>
          The address may be mistyped, or the page has moved. Everything from the farm is still a click away.
        </Trans>
      </p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Link to="/" className="button">
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to="/productsbycategory" className="button button-outline">
          <Trans>Browse products</Trans>
        </Link>
      </p>
    </div>
  );
}
