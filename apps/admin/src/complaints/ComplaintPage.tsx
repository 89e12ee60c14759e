import {
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_TOPIC_LABELS,
  adminComplaint,
  adminComplaintAnswer,
  complaintReplyBody,
  type AdminComplaint,
} from '@farm/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../api';
import { ConfirmButton, keralaTime } from '../ui/ConfirmButton';
import { FormError, TextArea, useZodForm } from '../ui/form';
import { useLoad } from '../ui/useLoad';
import { acknowledgeClock, settleClock } from './clocks';
import { Clock } from './ComplaintsPage';
import '../ui/console-ii.css';
import './complaints.css';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ml: 'Malayalam' };

/**
 * One complaint: who, about what, its two clocks and the conversation; acknowledge it (the customer is told a
 * person has read it), reply (by e-mail in the customer's language; the first reply acknowledges too), close it.
 */
export function ComplaintPage() {
  const { id = '' } = useParams();
  const loaded = useLoad(() => api(adminComplaint, `/admin/complaints/${id}`), id);
  const [shown, setShown] = useState<AdminComplaint | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const complaint = shown ?? loaded.data;

  const changed = (answer: { message: string; complaint: AdminComplaint }) => {
    setShown(answer.complaint);
    setNotice(answer.message);
  };

  if (loaded.status === 'failed' && !complaint) return <FormError>{loaded.error}</FormError>;
  if (!complaint) return <p className="loading">Loading…</p>;
  const now = new Date();
  const closed = complaint.status === 'closed';
  return (
    <>
      <p>
        <Link to="/complaints">← Complaints</Link>
      </p>
      <h1>
        Complaint {complaint.ticket_no}: {complaint.subject}
      </h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <section className="card" aria-labelledby="complaint-facts">
        <h2 id="complaint-facts">The complaint</h2>
        <dl className="facts">
          <dt>From</dt>
          <dd>
            {complaint.name} · <a href={`mailto:${complaint.email}`}>{complaint.email}</a>
            {complaint.phone ? ` · ${complaint.phone}` : ''} · writes in{' '}
            {LANGUAGE_NAMES[complaint.language] ?? complaint.language}
          </dd>
          <dt>About</dt>
          <dd>
            {COMPLAINT_TOPIC_LABELS[complaint.topic]}
            {complaint.order_no && complaint.order_id ? (
              <>
                {' · '}
                <Link to={`/orders/${complaint.order_id}`}>{complaint.order_no}</Link>
              </>
            ) : null}
          </dd>
          <dt>Status</dt>
          <dd>{COMPLAINT_STATUS_LABELS[complaint.status]}</dd>
          <dt>Made</dt>
          <dd>{keralaTime(complaint.created_at)}</dd>
          <dt>Acknowledge by</dt>
          <dd>
            {keralaTime(complaint.acknowledge_by)} · <Clock clock={acknowledgeClock(complaint, now)} />
          </dd>
          <dt>Settle by</dt>
          <dd>
            {keralaTime(complaint.settle_by)} · <Clock clock={settleClock(complaint, now)} />
          </dd>
        </dl>
        {!closed && (
          <div className="row-actions">
            {!complaint.acknowledged_at && (
              <ConfirmButton
                label="Acknowledge"
                title="Acknowledge this complaint?"
                description="The customer is e-mailed that a person at the farm has read it and is looking into it."
                confirmLabel="Acknowledge"
                onConfirm={async () =>
                  changed(
                    await api(adminComplaintAnswer, `/admin/complaints/${complaint.id}/acknowledge`, {
                      method: 'POST',
                    }),
                  )
                }
              />
            )}
            <ConfirmButton
              label="Close"
              danger
              title="Close this complaint as settled?"
              description="The customer is e-mailed that it is closed and can no longer write on it. This cannot be undone."
              confirmLabel="Close it"
              onConfirm={async () =>
                changed(
                  await api(adminComplaintAnswer, `/admin/complaints/${complaint.id}/close`, {
                    method: 'POST',
                    body: {},
                  }),
                )
              }
            />
          </div>
        )}
      </section>

      <section className="card" aria-labelledby="complaint-conversation">
        <h2 id="complaint-conversation">Conversation</h2>
        <ol className="complaint-conversation">
          {complaint.messages.map((message) => (
            <li
              key={message.id}
              className={`card complaint-message${message.author === 'staff' ? ' from-farm' : ''}`}
            >
              <p className="muted">
                {message.author === 'staff' ? `The farm (${message.staff ?? 'staff'})` : complaint.name} ·{' '}
                {keralaTime(message.created_at)}
              </p>
              {message.body}
            </li>
          ))}
        </ol>
        {closed ? (
          <p>Closed {complaint.closed_at ? keralaTime(complaint.closed_at) : ''}: no more replies.</p>
        ) : (
          <ReplyForm complaint={complaint} onReplied={changed} />
        )}
      </section>
    </>
  );
}

function ReplyForm({
  complaint,
  onReplied,
}: {
  complaint: AdminComplaint;
  onReplied: (answer: { message: string; complaint: AdminComplaint }) => void;
}) {
  const { register, submit, errors, refusal, busy, reset } = useZodForm(complaintReplyBody, { message: '' });
  const send = submit(async (body) => {
    onReplied(
      await api(adminComplaintAnswer, `/admin/complaints/${complaint.id}/reply`, { method: 'POST', body }),
    );
    reset();
  });
  return (
    <form onSubmit={send} noValidate>
      <TextArea
        label="Reply to the customer"
        rows={5}
        hint={`E-mailed to ${complaint.email}; the e-mail around your words is in ${LANGUAGE_NAMES[complaint.language] ?? complaint.language}.${complaint.acknowledged_at ? '' : ' The first reply also acknowledges the complaint.'}`}
        error={errors.message ?? refusal}
        {...register('message')}
      />
      <button className="button primary" type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send the reply'}
      </button>
    </form>
  );
}
