import { NOTIFICATION_MESSAGES, type messageSettingsResponse } from '@farm/contract';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { api } from '../../shared/api/api';
import { errorMessage } from '../../shared/api/errors';
import { useText } from '../../shared/i18n/useText';
import { NO_ANSWER_MESSAGE } from '../../shared/lib/serverErrors';
import { FormAlert } from '../../shared/ui/Field';
import styles from './AccountPage.module.css';

type Answer = z.infer<typeof messageSettingsResponse>;

const messageSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    messageSettings: build.query<Answer, void>({ query: () => '/customer.messages' }),
    setMessageSettings: build.mutation<Answer, { email_news: boolean }>({
      query: (body) => ({ url: '/customer.messages', method: 'POST', body }),
    }),
  }),
});

/** News from the farm by e-mail, on or off; messages about orders always come (said beside the box). */
export function MessageSettings() {
  const id = useId();
  const text = useText();
  const settings = messageSettingsApi.useMessageSettingsQuery();
  const [save, { isLoading }] = messageSettingsApi.useSetMessageSettingsMutation();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [on, setOn] = useState<boolean | undefined>(undefined);
  // Off until the customer says yes (issue 32): never shown ticked before their answer is known.
  const checked = on ?? settings.data?.email_news ?? false;
  const change = async (next: boolean) => {
    setOn(next);
    setSaid(null);
    try {
      setSaid({ ok: true, text: text((await save({ email_news: next }).unwrap()).message) });
    } catch (error) {
      setOn(!next);
      setSaid({ ok: false, text: text(errorMessage(error, NO_ANSWER_MESSAGE)) });
    }
  };
  return (
    <div className={styles.profileForm}>
      <h2 className={styles.profileTitle}>
        <Trans>E-mails</Trans>
      </h2>
      {said && !said.ok ? <FormAlert>{said.text}</FormAlert> : null}
      <p>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={settings.isLoading || isLoading}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void change(event.target.checked)}
        />{' '}
        <label htmlFor={id}>{text(NOTIFICATION_MESSAGES.newsLabel)}</label>
      </p>
      <p id={`${id}-hint`}>{text(NOTIFICATION_MESSAGES.newsHint)}</p>
      <p className={styles.profileStatus} role="status">
        {said?.ok ? said.text : ''}
      </p>
    </div>
  );
}
