import type { ProductDetail } from '@farm/contract';
import { WAITLIST_MESSAGES as M } from '@farm/contract/waitlist-words';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '../api/errors';
import { useText } from '../i18n/useText';
import { useSignedIn } from '../session/useSignedIn';
import { Field, FormAlert } from '../ui/Field';
import styles from './BackInStock.module.css';
import { useAskWaitlistMutation } from './waitlistApi';

type Size = ProductDetail['sizes'][number];

/**
 * In shared/ because the product page (features/catalogue) shows it and a feature never imports another; the link
 * pages of its e-mails are features/waitlist.
 *
 * "Tell me when it's back" under the product page's sizes (issue 37): shown while a size cannot be bought (the page's
 * own `soldOut` rule, passed in). Signed in, one button; a guest types an e-mail and confirms it from the e-mail we
 * send. The answer says what happens next, in the page's language.
 */
export function BackInStock({
  product,
  soldOut,
}: {
  product: ProductDetail;
  soldOut: (size: Size) => boolean;
}) {
  const { t } = useLingui();
  const text = useText();
  const { signedIn } = useSignedIn();
  const headingId = useId();
  const sizes = product.sizes.filter(soldOut);
  const [sizeId, setSizeId] = useState<number | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [ask, { isLoading }] = useAskWaitlistMutation();
  if (sizes.length === 0) return null;
  const chosen = sizes.find((size) => size.id === sizeId) ?? sizes[0]!;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEmailError(undefined);
    setFormError(null);
    if (!signedIn && email.trim() === '') {
      setEmailError(M.emailRequired);
      return;
    }
    try {
      const done = await ask({
        product_size_id: chosen.id,
        ...(signedIn ? {} : { email: email.trim() }),
      }).unwrap();
      setAnswer(done.message);
    } catch (error) {
      const onEmail = fieldErrors(error)?.email?.[0];
      if (onEmail) setEmailError(onEmail);
      else setFormError(errorMessage(error, M.tooMany));
    }
  };

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId}>{text(M.blockTitle)}</h2>
      {answer ? (
        <p className={styles.done} role="status">
          {text(answer)}
        </p>
      ) : (
        <>
          <p className={styles.intro}>{text(signedIn ? M.blockIntroSignedIn : M.blockIntro)}</p>
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            {sizes.length > 1 ? (
              <Field label={t`Size you are waiting for`}>
                {(control) => (
                  <select
                    {...control}
                    value={chosen.id}
                    onChange={(event) => setSizeId(Number(event.target.value))}
                  >
                    {sizes.map((size) => (
                      <option key={size.id} value={size.id}>
                        {size.size}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : (
              <p className={styles.intro}>
                <Trans>Size: {chosen.size}</Trans>
              </p>
            )}
            {signedIn ? null : (
              <Field label={t`Your e-mail`} error={emailError}>
                {(control) => (
                  <input
                    {...control}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                  />
                )}
              </Field>
            )}
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <button type="submit" className="button" disabled={isLoading}>
              {text(M.button)}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
