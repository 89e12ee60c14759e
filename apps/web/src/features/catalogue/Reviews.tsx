import type { ProductDetail } from '@farm/contract';
import {
  RATING_MAX,
  RATING_STEP,
  RATING_STEPS,
  REVIEW_SUCCESS_MS,
  ratingToSteps,
  stepsToRating,
} from '@farm/contract/constants';
import { MESSAGES, REVIEW_MESSAGES, reviewNameForms } from '@farm/contract/messages';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { intlLocale } from '../../shared/i18n/language';
import { useText } from '../../shared/i18n/useText';
import { usePostReviewMutation } from './catalogueApi';
import { useAppSelector } from '../../shared/store/hooks';
import styles from './ProductPage.module.css';
import replyStyles from './ReviewReply.module.css';

const ratings = Array.from({ length: RATING_STEPS + 1 }, (_, i) => (RATING_MAX - i * RATING_STEP).toFixed(1));

function Stars({ value }: { value: number }) {
  const { t } = useLingui();
  const full = stepsToRating(ratingToSteps(value));
  return (
    <span className={styles.stars} aria-label={t`${value} out of 5 stars`} role="img">
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          aria-hidden="true"
          className={n <= full ? styles.starOn : n - 0.5 === full ? styles.starHalf : styles.starOff}
        >
          ★
        </span>
      ))}
    </span>
  );
}

/** Section 4: submit, a success message for 2 seconds, then the form clears. Errors in section 8's order. */
function ReviewForm({ productId }: { productId: number }) {
  const show = useText();
  const user = useAppSelector((state) => state.auth.user);
  const nameForms = reviewNameForms(user?.name ?? '');
  const [chosenName, setName] = useState('');
  const name = nameForms.includes(chosenName) ? chosenName : (nameForms[0] ?? '');
  const [text, setText] = useState('');
  const [rating, setRating] = useState('5.0');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [postReview, { isLoading }] = usePostReviewMutation();

  useEffect(() => {
    if (message?.kind !== 'ok') return;
    const timer = setTimeout(() => {
      setMessage(null);
      setName('');
      setText('');
      setRating('5.0');
    }, REVIEW_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !text.trim()) {
      setMessage({
        kind: 'error',
        text: !name.trim() ? REVIEW_MESSAGES.nameRequired : REVIEW_MESSAGES.reviewRequired,
      });
      return;
    }
    try {
      const answer = await postReview({
        product_id: productId,
        name: name.trim(),
        review: text.trim(),
        start_ratings: Number(rating),
      }).unwrap();
      // A second review of the same product edits the first: the server says which happened. Messages are kept in
      // the contract's English and shown in the page's language.
      setMessage({ kind: 'ok', text: answer.message || REVIEW_MESSAGES.thanks });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, REVIEW_MESSAGES.failed) });
    }
  };

  return (
    <form className={styles.reviewForm} onSubmit={submit} noValidate>
      <h3>
        <Trans>Write a review</Trans>
      </h3>
      <div className={styles.field}>
        <label htmlFor="review-name">
          <Trans>Show my name as</Trans>
        </label>
        {/* A review is shown under a form of the account's own name (the server refuses any other). */}
        <select id="review-name" value={name} onChange={(e) => setName(e.target.value)} required>
          {nameForms.map((form) => (
            <option key={form} value={form}>
              {form}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="review-rating">
          <Trans>Rating</Trans>
        </label>
        <select id="review-rating" value={rating} onChange={(e) => setRating(e.target.value)}>
          {ratings.map((value) => (
            <option key={value} value={value}>
              {value} ★
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="review-text">
          <Trans>Your review</Trans>
        </label>
        <textarea
          id="review-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          maxLength={5000}
          required
        />
      </div>
      <p
        role={message?.kind === 'error' ? 'alert' : 'status'}
        className={message?.kind === 'error' ? 'error-text' : styles.ok}
      >
        {message ? show(message.text) : null}
      </p>
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? <Trans>Sending...</Trans> : <Trans>Submit review</Trans>}
      </button>
    </form>
  );
}

/** The review list with average and count, and the form for signed-in customers. */
export function Reviews({ product }: { product: ProductDetail }) {
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const location = useLocation();
  const text = useText();
  const average = product.rating.average.toFixed(1);
  const count = product.rating.count;
  return (
    <section id="reviews" className={styles.reviews} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">
        <Trans>Customer reviews</Trans>
      </h2>
      {count > 0 ? (
        <p className={styles.average}>
          <Stars value={product.rating.average} />{' '}
          <Trans>
            <strong>{average}</strong> out of 5 · <Plural value={count} one="# review" other="# reviews" />
          </Trans>
        </p>
      ) : null}
      <div className={styles.reviewColumns}>
        <div>
          {product.reviews.length === 0 ? (
            <p className={styles.noReviews}>{text(MESSAGES.noReviews)}</p>
          ) : (
            <ul className={styles.reviewList}>
              {product.reviews.map((review) => (
                <li key={review.id} className={styles.review}>
                  <div className={styles.reviewHead}>
                    <strong>{review.name}</strong>
                    <Stars value={review.start_ratings} />
                    {review.verified_purchase ? (
                      <span className={styles.verified}>
                        <Trans>Verified purchase</Trans>
                      </span>
                    ) : null}
                  </div>
                  <time dateTime={review.created_at} className={styles.reviewDate}>
                    {new Date(review.created_at).toLocaleDateString(intlLocale(), {
                      day: 'numeric',
                      month: 'short',
                      year: 'numeric',
                    })}
                  </time>
                  {/* Plain text: React escapes it, so markup in a review shows as the characters typed. */}
                  <p className={styles.reviewText}>{review.review}</p>
                  {review.reply ? (
                    <div className={replyStyles.reply}>
                      <p className={replyStyles.label}>
                        <Trans>Reply from the farm</Trans>
                      </p>
                      <p className={replyStyles.text}>{review.reply}</p>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          {signedIn ? (
            <ReviewForm productId={product.id} />
          ) : (
            <p className={styles.loginPrompt}>
              {text(REVIEW_MESSAGES.loginRequired)}{' '}
              <Link to="/login" state={{ from: location }}>
                <Trans>Login</Trans>
              </Link>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
