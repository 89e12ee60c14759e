import {
  COMPLAINT_STATUSES,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_TOPIC_LABELS,
  adminComplaintsResponse,
  type AdminComplaintSummary,
} from '@farm/contract';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../api';
import { keralaTime } from '../ui/ConfirmButton';
import { FilterChoice } from '../ui/filters';
import { FormError } from '../ui/form';
import { useLoad } from '../ui/useLoad';
import { acknowledgeClock, settleClock, type ClockWords } from './clocks';
import '../ui/console-ii.css';
import './complaints.css';

/** A clock in words, red when overdue. */
export function Clock({ clock }: { clock: ClockWords }) {
  return <span className={clock.overdue ? 'clock overdue' : 'clock'}>{clock.text}</span>;
}

/**
 * The complaints queue (Consumer Protection (E-Commerce) Rules 2020 r.4(5)): open ones first, oldest first, each
 * with its two clocks: 48 hours to acknowledge, a month to settle.
 */
export function ComplaintsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const list = useLoad(
    () => api(adminComplaintsResponse, `/admin/complaints?status=${status || 'all'}`),
    status,
  );
  const now = new Date();

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get('status') ?? '');
    setParams(chosen ? { status: chosen } : {});
  }

  return (
    <>
      <h1>Complaints</h1>
      <form className="filters" onSubmit={filter} key={status} role="search" aria-label="Find complaints">
        <FilterChoice
          id="complaint-status"
          name="status"
          label="Status"
          any="Every status"
          value={status}
          options={COMPLAINT_STATUSES.map((value) => ({ value, label: COMPLAINT_STATUS_LABELS[value] }))}
        />
        <button className="button" type="submit">
          Show
        </button>
      </form>
      {list.status === 'failed' && <FormError>{list.error}</FormError>}
      {list.status === 'loading' && !list.data && <p>Loading…</p>}
      {list.data && list.data.complaints.length === 0 && <p className="card">No complaints here.</p>}
      {list.data && list.data.complaints.length > 0 && (
        <div className="table-wrap">
          <table className="orders complaints-queue">
            <thead>
              <tr>
                <th scope="col">Ticket</th>
                <th scope="col">Customer</th>
                <th scope="col">About</th>
                <th scope="col">Status</th>
                <th scope="col">48 hours to acknowledge</th>
                <th scope="col">A month to settle</th>
              </tr>
            </thead>
            <tbody>
              {list.data.complaints.map((complaint) => (
                <QueueRow key={complaint.id} complaint={complaint} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function QueueRow({ complaint, now }: { complaint: AdminComplaintSummary; now: Date }) {
  return (
    <tr>
      <td data-label="Ticket">
        <Link to={`/complaints/${complaint.id}`}>{complaint.ticket_no}</Link>
        <br />
        <span className="muted">{keralaTime(complaint.created_at)}</span>
      </td>
      <td data-label="Customer">
        {complaint.name}
        <br />
        <span className="muted">{complaint.email}</span>
      </td>
      <td data-label="About">
        {complaint.subject}
        <br />
        <span className="muted">
          {COMPLAINT_TOPIC_LABELS[complaint.topic]}
          {complaint.order_no ? ` · ${complaint.order_no}` : ''}
        </span>
      </td>
      <td data-label="Status">{COMPLAINT_STATUS_LABELS[complaint.status]}</td>
      <td data-label="Acknowledge">
        <Clock clock={acknowledgeClock(complaint, now)} />
      </td>
      <td data-label="Settle">
        <Clock clock={settleClock(complaint, now)} />
      </td>
    </tr>
  );
}
