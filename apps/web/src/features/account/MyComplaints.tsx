import { COMPLAINT_STATUS_LABELS, storefrontPaths } from '@farm/contract';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useText } from '../../shared/i18n/useText';
import { formatIndianDate } from '../../shared/lib/format';
import { useMyComplaintsQuery } from './accountApi';
import styles from './AccountPage.module.css';

/** My Account's complaints: each with its ticket, subject and status, linking to its page; a way to make one. */
export function MyComplaints() {
  const text = useText();
  const { data } = useMyComplaintsQuery();
  const complaints = data?.complaints ?? [];
  return (
    <section className={styles.panel} aria-labelledby="my-complaints">
      <h2 id="my-complaints">
        <Trans>My complaints</Trans>
      </h2>
      {complaints.length > 0 ? (
        <ul>
          {complaints.map((complaint) => (
            <li key={complaint.ticket_no}>
              <Link to={`/complaints/${complaint.ticket_no}`}>{complaint.ticket_no}</Link> ·{' '}
              {complaint.subject} · {text(COMPLAINT_STATUS_LABELS[complaint.status])} ·{' '}
              {formatIndianDate(complaint.created_at)}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>You have made no complaints.</Trans>
        </p>
      )}
      <p>
        <Link to={storefrontPaths.complaintNew}>
          <Trans>Make a complaint</Trans>
        </Link>
      </p>
    </section>
  );
}
