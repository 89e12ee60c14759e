import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSiteQuery } from '../shared/api/api';
import styles from './ChatWidget.module.css';
import { shopFacts } from './shopFacts';

/** Section 9's chat widget settings. */
export const CHAT_WIDGET = {
  countryCode: '91',
  width: 300,
  mobileWidth: 260,
  iconSize: 60,
  mobileIconSize: 45,
  mobileBreakpoint: 768,
  typingMs: 3000,
  autoOpen: false,
  autoOpenDelayMs: 3000,
} as const;

function subscribeResize(changed: () => void): () => void {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
}

/** A narrow window; the server's HTML (and its hydration) is drawn wide, and the window's own width follows at once. */
function useNarrowWindow(): boolean {
  return useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth < CHAT_WIDGET.mobileBreakpoint,
    () => false,
  );
}

/** The floating chat button: opens a small panel that starts a WhatsApp chat with the shop (country code 91). */
export function ChatWidget({ phoneNumber }: { phoneNumber?: string | undefined }) {
  const { t } = useLingui();
  const { data: site } = useSiteQuery();
  // The shop's name in the page's language (the English, marked so, where the farm wrote no Malayalam one).
  const { name } = shopFacts(site);
  const number = (phoneNumber ?? site?.whatsapp_number ?? '').replace(/\D/g, '');
  const [open, setOpen] = useState(false);
  const [typing, setTyping] = useState(false);
  const narrow = useNarrowWindow();

  // Opening shows the shop "typing" for a moment (toggle), then its greeting.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setTyping(false), CHAT_WIDGET.typingMs);
    return () => clearTimeout(timer);
  }, [open]);

  const toggle = () => {
    if (!open) setTyping(true);
    setOpen(!open);
  };

  const startChat = () => {
    if (!number) {
      window.alert(t`There is no phone number added to this widget!`);
      return;
    }
    // The first message the customer sends, in the page's language.
    const shop = name?.text ?? '';
    const text = encodeURIComponent(
      t`Hello ${shop}! I have a question about your products.`.replace('  ', ' '),
    );
    window.open(
      `https://wa.me/${CHAT_WIDGET.countryCode}${number}?text=${text}`,
      '_blank',
      'noopener,noreferrer',
    );
  };

  const iconSize = narrow ? CHAT_WIDGET.mobileIconSize : CHAT_WIDGET.iconSize;
  return (
    <div className={styles.widget}>
      {open ? (
        <div
          className={styles.panel}
          style={{ width: narrow ? CHAT_WIDGET.mobileWidth : CHAT_WIDGET.width, bottom: iconSize + 16 }}
          role="dialog"
          aria-label={t`Chat with us on WhatsApp`}
        >
          <div className={styles.panelHead}>
            <strong lang={name?.lang}>{name?.text ?? t`The farm`}</strong>
            <span>
              <Trans>Usually replies within a few hours</Trans>
            </span>
          </div>
          <div className={styles.panelBody} aria-live="polite">
            {typing ? (
              <div className={styles.typing} aria-label={t`Typing`}>
                <span />
                <span />
                <span />
              </div>
            ) : (
              <p className={styles.bubble}>
                <Trans>Namaskaram! 🌿 How can we help you today?</Trans>
              </p>
            )}
          </div>
          <button type="button" className={styles.start} onClick={startChat}>
            <Trans>Start chat</Trans>
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.toggle}
        style={{ width: iconSize, height: iconSize }}
        aria-expanded={open}
        aria-label={open ? t`Close chat` : t`Chat with us on WhatsApp`}
        onClick={toggle}
      >
        {open ? (
          <svg viewBox="0 0 24 24" width="55%" height="55%" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        ) : (
          <svg viewBox="0 0 32 32" width="60%" height="60%" aria-hidden="true">
            <path
              fill="#fff"
              d="M16 3C9 3 3.3 8.6 3.3 15.5c0 2.4.7 4.7 2 6.7L3 29l7-2.2c1.9 1 4 1.6 6 1.6 7 0 12.7-5.6 12.7-12.5S23 3 16 3zm0 22.8c-1.9 0-3.8-.5-5.4-1.5l-.4-.2-4.1 1.3 1.3-4-.3-.4a10.3 10.3 0 0 1-1.6-5.5C5.5 9.8 10.2 5.2 16 5.2s10.5 4.6 10.5 10.3S21.8 25.8 16 25.8zm5.8-7.7c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.6 8.6 0 0 1-4.3-3.7c-.3-.5.3-.5.9-1.6.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.3 14.3 0 0 0 5.5 4.8c2 .9 2.8.9 3.8.8a3.2 3.2 0 0 0 2.1-1.5 2.6 2.6 0 0 0 .2-1.5c-.1-.2-.3-.3-.6-.4z"
            />
          </svg>
        )}
      </button>
    </div>
  );
}
