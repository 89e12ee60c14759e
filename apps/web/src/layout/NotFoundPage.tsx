import { Link } from 'react-router';
import { PageMeta } from '../shared/ui/PageMeta';

export function NotFoundPage() {
  return (
    <div className="container page" style={{ textAlign: 'center' }}>
      <PageMeta title="Page not found" />
      <h1>We could not find that page</h1>
      <p>
        The address may be mistyped, or the page has moved. Everything from the farm is still a click away.
      </p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Link to="/" className="button">
          Go to the home page
        </Link>
        <Link to="/productsbycategory" className="button button-outline">
          Browse products
        </Link>
      </p>
    </div>
  );
}
