import { mostWantedResponse } from '@farm/contract';
import { Link } from 'react-router';
import { api } from '../api';
import { useSession } from '../session';
import { counted } from '../ui/counted';
import { useLoad } from '../ui/useLoad';

/**
 * "Most wanted" (issue 37): the sizes most shoppers asked to be told about when they are back, the most first. A
 * demand signal for the harvest plan, read-only; for owners and managers. Nothing when nobody is waiting.
 */
export function MostWanted() {
  const { can } = useSession();
  const allowed = can('sales.read');
  const wanted = useLoad(
    () => (allowed ? api(mostWantedResponse, '/admin/waitlist/most-wanted') : Promise.resolve(undefined)),
    allowed ? 'on' : 'off',
  );
  if (!allowed || !wanted.data || wanted.data.sizes.length === 0) return null;
  return (
    <section className="card" aria-labelledby="most-wanted-title">
      <h2 id="most-wanted-title">Most wanted</h2>
      <p className="muted">
        Shoppers waiting to be told a sold-out size is back. They are e-mailed once it can be bought.
      </p>
      <ol className="top">
        {wanted.data.sizes.map((size) => (
          <li key={size.product_size_id}>
            {can('stock.write') ? (
              <Link to={`/stock/${size.product_size_id}`}>
                {size.product_name}, {size.size}
              </Link>
            ) : (
              `${size.product_name}, ${size.size}`
            )}
            : {counted(size.waiting, 'shopper')} waiting
          </li>
        ))}
      </ol>
    </section>
  );
}
