import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a screen fails to load (for instance after a new version of the shop replaced its files). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : 'This page could not be shown.';
  return (
    <div className="container page" role="alert">
      <h1>Something went wrong</h1>
      <p>{message} Please reload the page.</p>
      <p>
        <Link to="/" className="button" reloadDocument>
          Back to the shop
        </Link>
      </p>
    </div>
  );
}
