import { SELLER_DETAIL_LABELS, shopSettingsResponse } from '@farm/contract';
import { Link } from 'react-router';
import { api } from '../api';
import { useLoad } from '../ui/useLoad';

/**
 * What the shop still lacks before it may take live orders (issue 35; docs/domain.md "Seller identity and the
 * grievance officer"), as the server's one rule (missingSellerDetails in the contract) finds it: a warning while a
 * real shop with live payments refuses orders for it, a note otherwise. Nothing when all is filled or the settings
 * cannot be read (only the owner may read them, and only the owner is shown this).
 */
export function GoingLiveWarning() {
  const settings = useLoad(() => api(shopSettingsResponse, '/admin/settings'), 'going-live');
  const goingLive = settings.data?.going_live;
  if (!goingLive || goingLive.missing.length === 0) return null;
  const missing = goingLive.missing;
  return (
    <section
      className="card notice"
      role={goingLive.orders_refused ? 'alert' : undefined}
      aria-labelledby="going-live-title"
    >
      <h2 id="going-live-title">
        {goingLive.orders_refused
          ? 'The shop takes no orders: seller details are missing'
          : 'Before the shop goes live: seller details are missing'}
      </h2>
      <p>
        {goingLive.orders_refused
          ? 'The law asks an online food shop to show who sells and who hears complaints: checkout refuses every order until these are filled.'
          : 'A real shop (NODE_ENV=production) with live payments refuses every order until these are filled.'}
      </p>
      <ul>
        {missing.map((detail) => (
          <li key={detail}>{SELLER_DETAIL_LABELS[detail]}</li>
        ))}
      </ul>
      <p>
        <Link to="/settings">Fill them in the settings</Link>
      </p>
    </section>
  );
}
