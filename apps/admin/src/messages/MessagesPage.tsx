import { NOTIFICATION_MESSAGES, outboxListResponse, type OutboxMessage } from '@farm/contract';
import { api } from '../api';
import { shopDateTime } from '../ui/format';
import { useLoad } from '../ui/useLoad';
import './messages.css';
import { FormError } from '../ui/form';

const STATUS_WORDS: Record<OutboxMessage['status'], string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Not sent',
};

/**
 * What the shop has told people, newest first (read-only): each order e-mail, the farm's new-order alerts, password
 * links, with whether it went out, its tries and, when it did not, why. In the demo (no SMTP_URL) they are kept as
 * .eml files instead, and this says so.
 */
export function MessagesPage() {
  const list = useLoad(() => api(outboxListResponse, '/admin/messages'), 'messages');
  const messages = list.data?.messages ?? [];
  return (
    <>
      <div className="page-head">
        <h1>{NOTIFICATION_MESSAGES.messagesTitle}</h1>
        <button type="button" className="button small" onClick={list.reload}>
          Refresh
        </button>
      </div>
      {list.data?.transport === 'files' && (
        <p className="card notice">{NOTIFICATION_MESSAGES.messagesDemo}</p>
      )}
      <div className="card">
        {list.status === 'failed' && <FormError>{list.error}</FormError>}
        {list.status === 'loading' && !list.data && <p className="loading">Loading…</p>}
        {list.status === 'ready' && messages.length === 0 && <p>{NOTIFICATION_MESSAGES.messagesEmpty}</p>}
        <ul className="message-list">
          {messages.map((message) => (
            <li key={message.id}>
              <div className="message-main">
                <strong>{message.subject}</strong>
                <span className="sub">
                  To {message.recipient} · {shopDateTime(message.created_at)}
                </span>
                {message.text && (
                  <details className="message-text">
                    <summary>Show the message</summary>
                    <pre>{message.text}</pre>
                  </details>
                )}
                {message.last_error && message.status !== 'sent' && (
                  <span className="sub message-error">Last try: {message.last_error}</span>
                )}
              </div>
              <span className={`message-status status-${message.status}`}>
                {message.status === 'sent' && list.data?.transport === 'files'
                  ? 'Kept as .eml'
                  : STATUS_WORDS[message.status]}
                {message.attempts > 1 && ` · ${message.attempts} tries`}
                {message.sent_at && <span className="sub">{shopDateTime(message.sent_at)}</span>}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
