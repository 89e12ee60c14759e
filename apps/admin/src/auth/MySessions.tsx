import { messageResponse, mySessionsResponse } from '@farm/contract';
import { useState } from 'react';
import { api } from '../api';
import { useLoad } from '../ui/useLoad';
import { ConfirmButton, keralaTime } from '../ui/ConfirmButton';
import '../ui/console-ii.css';
import { FormError } from '../ui/form';

/** One's own sessions on the Account page: when each began and was last used, this one marked, end buttons. */
export function MySessions() {
  const sessions = useLoad(() => api(mySessionsResponse, '/admin/me/sessions'), 'sessions');
  const [notice, setNotice] = useState<string | undefined>();
  const ended = (message: string) => {
    setNotice(message);
    sessions.reload();
  };
  const others = (sessions.data?.data ?? []).filter((row) => !row.current);
  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Your sessions</h2>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {sessions.status === 'failed' && <FormError>{sessions.error}</FormError>}
      <ul className="plain-list">
        {sessions.data?.data.map((session) => (
          <li key={session.id} className="member-row">
            <span>
              {session.current ? <strong>This session</strong> : 'Another session'}
              <br />
              <span className="muted">
                Signed in {keralaTime(session.started_at)} · last used {keralaTime(session.last_used_at)}
              </span>
            </span>
            {!session.current && (
              <ConfirmButton
                label="End"
                ariaLabel={`End the session signed in ${keralaTime(session.started_at)}`}
                danger
                title="End this session?"
                description="Whoever uses it must sign in again."
                confirmLabel="End it"
                onOpen={() => setNotice(undefined)}
                onConfirm={async () =>
                  ended(
                    (await api(messageResponse, `/admin/me/sessions/${session.id}`, { method: 'DELETE' }))
                      .message,
                  )
                }
              />
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <div className="row-actions">
          <ConfirmButton
            label="End all other sessions"
            danger
            title="End all your other sessions?"
            description="Every other device signed in as you must sign in again. This one stays signed in."
            confirmLabel="End them"
            onOpen={() => setNotice(undefined)}
            onConfirm={async () =>
              ended((await api(messageResponse, '/admin/me/sessions', { method: 'DELETE' })).message)
            }
          />
        </div>
      )}
    </section>
  );
}
