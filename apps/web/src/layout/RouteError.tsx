import { Trans, useLingui } from '@lingui/react/macro';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a screen fails to load (for instance after a new version of the shop replaced its files). */
export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  // A response's status text is the server's own (English) words; anything else gets the shop's sentence.
  const message = isRouteErrorResponse(error) ? error.statusText : t`This page could not be shown.`;
  return (
    <div className="container page" role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        {message} <Trans>Please reload the page.</Trans>
      </p>
      <p>
        <Link to="/" className="button" reloadDocument>
          <Trans>Back to the shop</Trans>
        </Link>
      </p>
    </div>
  );
}
