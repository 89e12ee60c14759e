import { dashboardResponse } from '@farm/contract';
import { Link } from 'react-router';
import { api } from '../api';
import { WAITING_TILES, rupees } from '../ui/format';
import { useSession } from '../session';
import { useLoad } from '../ui/useLoad';
import { counted } from '../ui/counted';
import { FormError } from '../ui/form';
import { GoingLiveWarning } from './GoingLiveWarning';
import { ComplaintsOverdue } from './ComplaintsOverdue';
import { LotsNearing } from './LotsNearing';
import { MostWanted } from './MostWanted';
import { SetupChecklist } from './SetupChecklist';

/**
 * Today at a glance: orders and revenue, what waits, the last 30 days, the best sellers. One call. The money figures
 * come only to a role that may see them (sales.read): a packer's answer has none, and this page shows what came.
 */
export function DashboardPage() {
  const { can, member } = useSession();
  const dashboard = useLoad(
    () => api(dashboardResponse, '/admin/dashboard'),
    can('orders.read') ? 'on' : 'off',
  );
  if (!can('orders.read')) return <h1>Hello, {member?.name}</h1>;
  if (dashboard.status === 'failed' && !dashboard.data) {
    return <FormError>{dashboard.error}</FormError>;
  }
  if (!dashboard.data) return <p className="loading">Loading…</p>;
  const d = dashboard.data;
  const days = d.revenue_by_day;
  return (
    <>
      <h1>Today</h1>
      {can('settings.write') && <SetupChecklist />}
      {can('settings.write') && <GoingLiveWarning />}
      <ComplaintsOverdue />
      <div className="stats">
        <section className="card stat">
          <h2>Today</h2>
          <p className="big">{counted(d.today.orders, 'order')}</p>
          {d.today.revenue !== undefined && <p>{rupees(d.today.revenue)}</p>}
        </section>
        <section className="card stat">
          <h2>This month</h2>
          <p className="big">{counted(d.month.orders, 'order')}</p>
          {d.month.revenue !== undefined && <p>{rupees(d.month.revenue)}</p>}
        </section>
        {WAITING_TILES.map((w) => (
          <section className="card stat" key={w.status}>
            <h2>{w.label}</h2>
            <p className="big">
              <Link to={`/orders?status=${w.status}`}>{d.waiting[w.status]}</Link>
            </p>
          </section>
        ))}
      </div>

      {d.low_stock.length > 0 && (
        <section className="card" aria-labelledby="low-title">
          <h2 id="low-title">Running low</h2>
          <ul className="low-stock">
            {d.low_stock.map((size) => (
              <li key={size.product_size_id}>
                {can('stock.write') ? (
                  <Link to={`/stock/${size.product_size_id}`}>
                    {size.name}, {size.size}
                  </Link>
                ) : (
                  `${size.name}, ${size.size}`
                )}
                : {size.left <= 0 ? 'sold out' : `${size.left} left`}
              </li>
            ))}
          </ul>
        </section>
      )}

      <LotsNearing />

      <MostWanted />

      {days && <RevenueChart days={days} />}

      <section className="card" aria-labelledby="top-title">
        <h2 id="top-title">Best sellers, last 30 days</h2>
        {d.top_products.length === 0 ? (
          <p className="muted">No orders yet.</p>
        ) : (
          <ol className="top">
            {d.top_products.map((product) => (
              <li key={`${product.product_id}-${product.name}`}>
                {product.name}: {product.quantity} sold
                {product.revenue !== undefined && `, ${rupees(product.revenue)}`}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** Revenue by day for the last 30 days (only for a role that sees sales). */
function RevenueChart({ days }: { days: { date: string; orders: number; revenue: number }[] }) {
  const highest = Math.max(1, ...days.map((day) => day.revenue));
  const total30 = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <section className="card" aria-labelledby="days-title">
      <h2 id="days-title">Revenue, last 30 days: {rupees(total30)}</h2>
      <svg
        className="chart"
        viewBox="0 0 300 100"
        role="img"
        aria-labelledby="days-desc"
        preserveAspectRatio="none"
      >
        <desc id="days-desc">
          Revenue by day from {days[0]?.date} to {days.at(-1)?.date}; the highest day was{' '}
          {rupees(highest === 1 ? 0 : highest)}.
        </desc>
        {days.map((day, i) => {
          const height = (day.revenue / highest) * 92;
          return (
            <rect key={day.date} x={i * 10 + 1} y={100 - height} width={8} height={Math.max(height, 0.5)}>
              <title>
                {day.date}: {counted(day.orders, 'order')}, {rupees(day.revenue)}
              </title>
            </rect>
          );
        })}
      </svg>
    </section>
  );
}
