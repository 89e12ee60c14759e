import { dispatchWindowText, packingListResponse } from '@farm/contract';
import { Link } from 'react-router';
import { api } from '../api';
import { FormError } from '../ui/form';
import { useLoad } from '../ui/useLoad';
import '../ui/card-table.css';
import './preorders.css';

/** The packing list per dispatch window (issue 37): the orders not yet shipped and their pre-order lines; printable. */
export function PackingListPage() {
  const list = useLoad(() => api(packingListResponse, '/admin/preorders/packing'), 'packing');
  const windows = list.data?.windows ?? [];
  return (
    <>
      <div className="page-head">
        <h1>Pre-order packing list</h1>
        <div className="actions no-print">
          <Link className="button" to="/preorders">
            Back to pre-orders
          </Link>
          <button type="button" className="button primary" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </div>
      {list.status === 'failed' && <FormError>{list.error}</FormError>}
      {list.status === 'loading' && !list.data && <p className="loading">Loading…</p>}
      {list.data && windows.length === 0 && (
        <section className="card" aria-labelledby="packing-empty">
          <h2 id="packing-empty">No pre-order waits to be sent.</h2>
        </section>
      )}
      {windows.map((w) => {
        const title = `Ships ${dispatchWindowText(w.dispatch_from, w.dispatch_to)}`;
        const id = `window-${w.dispatch_from}-${w.dispatch_to}`;
        return (
          <section key={id} className="card packing-window" aria-labelledby={id}>
            <h2 id={id}>{title}</h2>
            <div className="table-wrap">
              <table className="preorder-table card-table">
                <caption className="visually-hidden">{title}: orders and their pre-order lines</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Status</th>
                    <th scope="col">Pre-order lines</th>
                  </tr>
                </thead>
                <tbody>
                  {w.orders.map((o) => (
                    <tr key={o.order_id}>
                      <td data-label="Order">
                        <Link to={`/orders/${o.order_id}`}>{o.order_no}</Link>
                      </td>
                      <td data-label="Customer">
                        {o.name}, {o.city} {o.pincode}
                      </td>
                      <td data-label="Status">{o.status}</td>
                      <td data-label="Pre-order lines">
                        <ul className="plain">
                          {o.lines.map((line, i) => (
                            <li key={i}>
                              {line.quantity} × {line.product_name}, {line.size}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </>
  );
}
