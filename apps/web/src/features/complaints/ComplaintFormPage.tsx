import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLAINT_CLOCKS,
  COMPLAINT_TOPICS,
  COMPLAINT_TOPIC_LABELS,
  complaintBody,
  guestComplaintBody,
} from '@farm/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useOrdersQuery } from '../../shared/api/orders';
import { useText } from '../../shared/i18n/useText';
import { showServerErrors } from '../../shared/lib/serverErrors';
import { Field, FormAlert } from '../../shared/ui/Field';
import { PageMeta } from '../../shared/ui/PageMeta';
import { useSignedIn } from '../../shared/session/useSignedIn';
import styles from './Complaints.module.css';
import { useMakeComplaintMutation } from './complaintsApi';
import { followPath } from './paths';

type Input = z.input<typeof guestComplaintBody>;
type Output = z.output<typeof complaintBody>;

const FIELDS = ['topic', 'subject', 'message', 'order_no', 'name', 'email', 'phone'] as const;

/**
 * /complaints/new: a complaint to the grievance officer (Consumer Protection (E-Commerce) Rules 2020 r.4(5)). Signed
 * in, the account says who and the order is chosen from theirs; signed out, name and e-mail are asked. The ticket
 * number is shown at once (and e-mailed).
 */
export function ComplaintFormPage() {
  const { t } = useLingui();
  const text = useText();
  const { signedIn, user } = useSignedIn();
  const orders = useOrdersQuery(user?.id ?? 0, { skip: !user });
  const [make, { isLoading }] = useMakeComplaintMutation();
  const [made, setMade] = useState<{ ticket: string; token: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    // Signed out, the name and e-mail are needed too; the rest of the rules are the same schema's.
    resolver: zodResolver(signedIn ? complaintBody : guestComplaintBody) as unknown as Resolver<
      Input,
      unknown,
      Output
    >,
    mode: 'onTouched',
    defaultValues: { topic: 'order', subject: '', message: '', order_no: '', name: '', email: '', phone: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await make(values).unwrap();
      setMade({ ticket: answer.ticket_no, token: answer.follow_token });
    } catch (error) {
      setFormError(showServerErrors(error, FIELDS, setError));
    }
  });

  const title = t`Make a complaint`;
  if (made)
    return (
      <div className={`container page ${styles.page}`}>
        <PageMeta title={title} />
        <h1>{title}</h1>
        <div className={styles.ticket} role="status">
          <p>
            <Trans>Thank you. We have your complaint. Your ticket number is</Trans>
          </p>
          <p className={styles.ticketNo}>{made.ticket}</p>
          <p>
            <Trans>
              We have e-mailed it to you with a link to follow the complaint. A person at the farm will
              acknowledge it within {COMPLAINT_CLOCKS.acknowledgeHours} hours and settle it within a month.
            </Trans>
          </p>
          <Link to={followPath(made.ticket, signedIn ? undefined : made.token)}>
            <Trans>Follow your complaint</Trans>
          </Link>
        </div>
      </div>
    );

  return (
    <div className={`container page ${styles.page}`}>
      <PageMeta title={title} />
      <h1>{title}</h1>
      <p>
        <Trans>
          Tell our grievance officer what went wrong. You get a ticket number at once; we acknowledge every
          complaint within {COMPLAINT_CLOCKS.acknowledgeHours} hours and settle it within a month.
        </Trans>
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={title}>
        {formError ? <FormAlert>{text(formError)}</FormAlert> : null}
        {signedIn ? null : (
          <div className={styles.row}>
            <Field label={t`Your name`} error={text(errors.name?.message ?? '')}>
              {(control) => <input {...control} autoComplete="name" {...register('name')} />}
            </Field>
            <Field label={t`Email`} error={text(errors.email?.message ?? '')}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  {...register('email')}
                />
              )}
            </Field>
            <Field label={t`Mobile number`} optional error={text(errors.phone?.message ?? '')}>
              {(control) => <input {...control} type="tel" autoComplete="tel" {...register('phone')} />}
            </Field>
          </div>
        )}
        <div className={styles.row}>
          <Field label={t`What is it about?`} error={text(errors.topic?.message ?? '')}>
            {(control) => (
              <select {...control} {...register('topic')}>
                {COMPLAINT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {text(COMPLAINT_TOPIC_LABELS[topic])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t`Order number`} optional error={text(errors.order_no?.message ?? '')}>
            {(control) =>
              signedIn && (orders.data?.length ?? 0) > 0 ? (
                <select {...control} {...register('order_no')}>
                  <option value="">{t`Not about one order`}</option>
                  {orders.data?.map((order) => (
                    <option key={order.id} value={order.order_no}>
                      {order.order_no}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...control} autoComplete="off" {...register('order_no')} />
              )
            }
          </Field>
        </div>
        <Field label={t`Subject`} error={text(errors.subject?.message ?? '')}>
          {(control) => <input {...control} {...register('subject')} />}
        </Field>
        <Field label={t`Your complaint`} error={text(errors.message?.message ?? '')}>
          {(control) => <textarea {...control} rows={6} {...register('message')} />}
        </Field>
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? <Trans>Sending…</Trans> : <Trans>Send the complaint</Trans>}
        </button>
      </form>
    </div>
  );
}
