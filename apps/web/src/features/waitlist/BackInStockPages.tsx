import { WAITLIST_MESSAGES as M } from '@farm/contract/waitlist-words';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { useText } from '../../shared/i18n/useText';
import { PageMeta } from '../../shared/ui/PageMeta';
import styles from '../../shared/waitlist/BackInStock.module.css';
import {
  useConfirmWaitlistMutation,
  useUnsubscribeWaitlistMutation,
} from '../../shared/waitlist/waitlistApi';

/**
 * A waitlist e-mail's link page: the POST is sent once the page runs in a browser (one click for the shopper; a mail
 * scanner that fetches the HTML runs no script, so it confirms or stops nothing), and the page says what was done.
 */
function LinkPage({
  title,
  working,
  useAction,
}: {
  title: string;
  working: string;
  useAction: typeof useConfirmWaitlistMutation | typeof useUnsubscribeWaitlistMutation;
}) {
  const text = useText();
  const { token = '' } = useParams();
  const [act] = useAction();
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    act(token)
      .unwrap()
      .then((done) => setSaid({ ok: true, message: done.message }))
      .catch((error: unknown) => setSaid({ ok: false, message: errorMessage(error, M.linkBad) }));
  }, [act, token]);
  return (
    <div className={`container page ${styles.page}`}>
      <PageMeta title={title} />
      <h1>{title}</h1>
      <p role="status" className={said && !said.ok ? 'error-text' : undefined}>
        {said ? text(said.message) : text(working)}
      </p>
      <p>
        <Link to="/productsbycategory" className="button">
          <Trans>Back to the shop</Trans>
        </Link>
      </p>
    </div>
  );
}

/** /back-in-stock/confirm/:token: a guest confirms the address they asked with. */
export function WaitlistConfirmPage() {
  const { t } = useLingui();
  return (
    <LinkPage title={t`Confirm your e-mail`} working={M.confirming} useAction={useConfirmWaitlistMutation} />
  );
}

/** /back-in-stock/unsubscribe/:token: one click ends every open request of the address. */
export function WaitlistUnsubscribePage() {
  const { t } = useLingui();
  return (
    <LinkPage
      title={t`Stop the e-mails`}
      working={M.unsubscribing}
      useAction={useUnsubscribeWaitlistMutation}
    />
  );
}
