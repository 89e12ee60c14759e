import { stockListResponse } from '@farm/contract';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../api';
import { useSession } from '../session';
import { useLoad } from '../ui/useLoad';
import './stock.css';

/** Every counted size, the fewest available first: what is on the shelf, what payments hold, what can be sold. */
export function StockPage() {
  const { can } = useSession();
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('low') === '1';
  // Kept here as well as in the address: the router updates the address a moment after the click, and the box must
  // not spring back in between. Back and forward still set it from the address.
  const [low, setLow] = useState(inAddress);
  useEffect(() => setLow(inAddress), [inAddress]);
  const list = useLoad(
    () => api(stockListResponse, `/admin/stock${low ? '?low=1' : ''}`),
    low ? 'low' : 'all',
  );
  const sizes = list.data?.sizes ?? [];

  return (
    <>
      <div className="page-head">
        <h1>Stock</h1>
      </div>
      <p className="muted">
        Counted sizes, the fewest available first. Available is what is on the shelf less what customers
        paying right now hold.
      </p>
      <div className="check-row">
        <input
          id="stock-low"
          type="checkbox"
          checked={low}
          onChange={(event) => {
            setLow(event.target.checked);
            setParams(event.target.checked ? { low: '1' } : {});
          }}
        />
        <label htmlFor="stock-low">Running low only</label>
      </div>

      {list.status === 'failed' && (
        <p className="form-error" role="alert">
          {list.error}
        </p>
      )}
      {list.status === 'loading' && !list.data && <p className="loading">Loading…</p>}

      {list.data && sizes.length === 0 ? (
        <section className="card" aria-labelledby="stock-empty-title">
          {low ? (
            <h2 id="stock-empty-title">No counted size is running low.</h2>
          ) : (
            <>
              <h2 id="stock-empty-title">No size is counted yet</h2>
              <p>
                A size the farm does not count sells while it is marked in stock. To start counting one, open
                its product
                {can('catalogue.write') ? (
                  <>
                    {' '}
                    in <Link to="/products">Products</Link>
                  </>
                ) : (
                  ' (a manager or the owner can)'
                )}
                , follow the size’s “Start counting” link and count the shelf.
              </p>
            </>
          )}
        </section>
      ) : (
        list.data && (
          <div className="table-wrap" aria-busy={list.status === 'loading'}>
            <table className="stock-table">
              <caption className="visually-hidden">
                {low ? 'Sizes running low' : 'Counted sizes'}, the fewest available first
              </caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Size</th>
                  <th scope="col">On the shelf</th>
                  <th scope="col">Held while paying</th>
                  <th scope="col">Available</th>
                  <th scope="col">
                    <span className="visually-hidden">Change</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sizes.map((size) => (
                  <tr key={size.product_size_id} className={size.low ? 'is-low' : undefined}>
                    <td data-label="Product">{size.product_name}</td>
                    <td data-label="Size">{size.size}</td>
                    <td data-label="On the shelf" className="num">
                      {size.stock_count ?? '—'}
                    </td>
                    <td data-label="Held" className="num">
                      {size.held}
                    </td>
                    <td data-label="Available" className="num">
                      <strong>{size.available ?? '—'}</strong>
                      {size.available !== null && size.available <= 0 ? (
                        <span className="badge stock-out">Sold out</span>
                      ) : (
                        size.low && <span className="badge stock-low">Running low</span>
                      )}
                    </td>
                    <td>
                      <Link
                        to={`/stock/${size.product_size_id}`}
                        aria-label={`Count or change ${size.product_name}, ${size.size}`}
                      >
                        Count or change
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}
    </>
  );
}
