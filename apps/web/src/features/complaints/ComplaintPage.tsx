import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_TOPIC_LABELS,
  complaintReplyBody,
  type ComplaintAccess,
  type ComplaintView,
  storefrontPaths,
} from '@farm/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../shared/api/errors';
import { useText } from '../../shared/i18n/useText';
import { formatIndianDate } from '../../shared/lib/format';
import { showServerErrors } from '../../shared/lib/serverErrors';
import { Field, FormAlert } from '../../shared/ui/Field';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Spinner } from '../../shared/ui/Spinner';
import { useSignedIn } from '../../shared/session/useSignedIn';
import styles from './Complaints.module.css';
import { useOpenComplaintMutation, useWriteOnComplaintMutation } from './complaintsApi';

const emailForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, COMPLAINT_MESSAGES.emailRequired)
    .pipe(z.email(COMPLAINT_MESSAGES.emailInvalid)),
});

/**
 * /complaints/:ticket: a complaint, its status, the farm's promised dates and the conversation, for its customer:
 * signed in as them, through the e-mail's link (its token), or with the e-mail typed. The customer may write again
 * until the farm closes it.
 */
export function ComplaintPage() {
  const { t } = useLingui();
  const { ticket = '' } = useParams();
  const [params] = useSearchParams();
  const { signedIn } = useSignedIn();
  const token = params.get('token') ?? undefined;
  const [open, opening] = useOpenComplaintMutation();
  const [access, setAccess] = useState<ComplaintAccess | null>(token ? { token } : signedIn ? {} : null);
  const [complaint, setComplaint] = useState<ComplaintView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!access) return;
    let current = true;
    open({ ticket, access })
      .unwrap()
      .then((found) => {
        if (current) setComplaint(found);
      })
      .catch((error: unknown) => {
        if (!current) return;
        // Signed in but not this customer's, or a link that does not fit: the e-mail is asked instead.
        setRefusal(errorMessage(error, COMPLAINT_MESSAGES.notFound));
        setAccess(null);
      });
    return () => {
      current = false;
    };
  }, [access, open, ticket]);

  const title = t`Your complaint`;
  return (
    <div className={`container page ${styles.page}`}>
      <PageMeta title={title} />
      <h1>
        {title} <span className={styles.ticketNo}>{ticket}</span>
      </h1>
      {complaint ? (
        <ComplaintDetails complaint={complaint} access={access ?? {}} onChange={setComplaint} />
      ) : access && opening.isLoading ? (
        <Spinner />
      ) : (
        <EmailGate refusal={refusal} onEmail={(email) => setAccess({ email })} />
      )}
      <p>
        <Link to={storefrontPaths.complaintNew}>
          <Trans>Make a new complaint</Trans>
        </Link>
      </p>
    </div>
  );
}

/** Asks a guest for the e-mail the complaint was made with. */
function EmailGate({ refusal, onEmail }: { refusal: string | null; onEmail: (email: string) => void }) {
  const { t } = useLingui();
  const text = useText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailForm>, unknown, z.output<typeof emailForm>>({
    resolver: zodResolver(emailForm),
    defaultValues: { email: '' },
  });
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit((values) => onEmail(values.email))}
      noValidate
      aria-label={t`Open your complaint`}
    >
      {refusal ? <FormAlert>{text(refusal)}</FormAlert> : null}
      <p>
        <Trans>Enter the e-mail you made the complaint with to see it.</Trans>
      </p>
      <Field label={t`Email`} error={text(errors.email?.message ?? '')}>
        {(control) => (
          <input {...control} type="email" autoComplete="email" inputMode="email" {...register('email')} />
        )}
      </Field>
      <button type="submit" className="button">
        <Trans>Open the complaint</Trans>
      </button>
    </form>
  );
}

/** The complaint itself, the conversation and, while it is not closed, the customer's next message. */
function ComplaintDetails({
  complaint,
  access,
  onChange,
}: {
  complaint: ComplaintView;
  access: ComplaintAccess;
  onChange: (complaint: ComplaintView) => void;
}) {
  const { t } = useLingui();
  const text = useText();
  const [write, { isLoading }] = useWriteOnComplaintMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof complaintReplyBody>, unknown, z.output<typeof complaintReplyBody>>({
    resolver: zodResolver(complaintReplyBody),
    defaultValues: { message: '' },
  });
  const onSubmit = handleSubmit(async ({ message }) => {
    setFormError(null);
    setSent(null);
    try {
      const answer = await write({ ticket: complaint.ticket_no, access, message }).unwrap();
      onChange(answer.complaint);
      setSent(answer.message);
      reset();
    } catch (error) {
      setFormError(showServerErrors(error, ['message'], setError));
    }
  });
  return (
    <>
      <h2>{complaint.subject}</h2>
      <dl className={styles.facts}>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{text(COMPLAINT_STATUS_LABELS[complaint.status])}</dd>
        <dt>
          <Trans>About</Trans>
        </dt>
        <dd>{text(COMPLAINT_TOPIC_LABELS[complaint.topic])}</dd>
        {complaint.order_no ? (
          <>
            <dt>
              <Trans>Order</Trans>
            </dt>
            <dd>{complaint.order_no}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Made on</Trans>
        </dt>
        <dd>{formatIndianDate(complaint.created_at)}</dd>
        <dt>
          <Trans>Acknowledged</Trans>
        </dt>
        <dd>
          {complaint.acknowledged_at ? (
            formatIndianDate(complaint.acknowledged_at)
          ) : (
            <Trans>Not yet: we promise it by {formatIndianDate(complaint.acknowledge_by)}</Trans>
          )}
        </dd>
        <dt>
          <Trans>Settled</Trans>
        </dt>
        <dd>
          {complaint.closed_at ? (
            formatIndianDate(complaint.closed_at)
          ) : (
            <Trans>Not yet: we promise it by {formatIndianDate(complaint.settle_by)}</Trans>
          )}
        </dd>
      </dl>
      <h2>
        <Trans>Conversation</Trans>
      </h2>
      <ol className={styles.conversation}>
        {complaint.messages.map((message) => (
          <li
            key={message.id}
            className={`${styles.message} ${message.author === 'staff' ? styles.farm : ''}`}
          >
            <span className={styles.who}>
              {message.author === 'staff' ? t`The farm` : t`You`} · {formatIndianDate(message.created_at)}
            </span>
            {message.body}
          </li>
        ))}
      </ol>
      {complaint.status === 'closed' ? (
        <p role="status">{text(COMPLAINT_MESSAGES.closed)}</p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Write again`}>
          {formError ? <FormAlert>{text(formError)}</FormAlert> : null}
          {sent ? <p role="status">{text(sent)}</p> : null}
          <Field label={t`Write to the farm`} error={text(errors.message?.message ?? '')}>
            {(control) => <textarea {...control} rows={4} {...register('message')} />}
          </Field>
          <button type="submit" className="button" disabled={isLoading}>
            {isLoading ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
          </button>
        </form>
      )}
    </>
  );
}
