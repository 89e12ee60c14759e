import { keralaDate, lotsNearingResponse } from '@farm/contract';
import { Link } from 'react-router';
import { api } from '../api';
import { useSession } from '../session';
import { shopDate } from '../ui/format';
import { LOT_WORDS } from '../ui/lot-words';
import { useLoad } from '../ui/useLoad';
import '../ui/card-table.css';

/**
 * "Lots nearing their shelf-life floor" (issue 38): lots with jars on the shelf whose last day to be packed comes
 * within LOT_RULES.nearingDays, each leading to its size's stock page. For the roles that keep the stock
 * (stock.write); nothing when no lot is near.
 */
export function LotsNearing() {
  const { can } = useSession();
  const allowed = can('stock.write');
  const nearing = useLoad(
    () => (allowed ? api(lotsNearingResponse, '/admin/lots/nearing') : Promise.resolve(undefined)),
    allowed ? 'on' : 'off',
  );
  if (!allowed || !nearing.data || nearing.data.lots.length === 0) return null;
  const today = keralaDate(new Date());
  return (
    <section className="card" aria-labelledby="lots-nearing-title">
      <h2 id="lots-nearing-title">{LOT_WORDS.nearingTitle}</h2>
      <p className="muted">{LOT_WORDS.nearingNote}</p>
      <div className="table-scroll">
        <table className="card-table lots-nearing">
          <caption className="visually-hidden">{LOT_WORDS.nearingTitle}, the last day to pack first</caption>
          <thead>
            <tr>
              <th scope="col">Lot</th>
              <th scope="col">Product</th>
              <th scope="col">Size</th>
              <th scope="col">On hand</th>
              <th scope="col">Last day to pack</th>
            </tr>
          </thead>
          <tbody>
            {nearing.data.lots.map((lot) => (
              <tr key={lot.id}>
                <td data-label="Lot">
                  <Link
                    to={`/stock/${lot.product_size_id}`}
                    aria-label={`Lot ${lot.code}: ${lot.product_name}, ${lot.size}`}
                  >
                    {lot.code}
                  </Link>
                  {lot.blocked && <span className="sub">{LOT_WORDS.blocked}</span>}
                </td>
                <td data-label="Product">{lot.product_name}</td>
                <td data-label="Size">{lot.size}</td>
                <td data-label="On hand" className="num">
                  {lot.on_hand}
                </td>
                <td data-label="Last day to pack">
                  {lot.last_pack_day === null
                    ? '—'
                    : lot.last_pack_day < today
                      ? LOT_WORDS.passed(lot.last_pack_day)
                      : shopDate(lot.last_pack_day)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
