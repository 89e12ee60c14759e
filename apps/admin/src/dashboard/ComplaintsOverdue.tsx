import { complaintsOverdueResponse } from '@farm/contract';
import { Link } from 'react-router';
import { api } from '../api';
import { useSession } from '../session';
import { counted } from '../ui/counted';
import { useLoad } from '../ui/useLoad';
import './complaints-overdue.css';

/**
 * Today's warning about complaints past a clock of r.4(5) (issue 35): not acknowledged within 48 hours, or not
 * settled within a month. Only for a role that answers complaints; nothing when none is overdue.
 */
export function ComplaintsOverdue() {
  const { can } = useSession();
  const allowed = can('complaints.answer');
  // A role that may not answer complaints is not asked about them (the server would refuse it).
  const overdue = useLoad(
    () =>
      allowed ? api(complaintsOverdueResponse, '/admin/complaints/overdue') : Promise.resolve(undefined),
    allowed ? 'on' : 'off',
  );
  if (!allowed || !overdue.data || overdue.data.overdue === 0) return null;
  const { overdue: count, unacknowledged, unsettled } = overdue.data;
  return (
    <section className="card complaints-overdue" role="alert" aria-labelledby="complaints-overdue">
      <h2 id="complaints-overdue">{counted(count, 'complaint')} overdue</h2>
      <p>
        {[
          unacknowledged > 0 ? `${unacknowledged} not acknowledged within 48 hours` : '',
          unsettled > 0 ? `${unsettled} not settled within a month` : '',
        ]
          .filter(Boolean)
          .join('; ')}
        . The law asks the farm to keep both promises. <Link to="/complaints">Open the complaints</Link>
      </p>
    </section>
  );
}
