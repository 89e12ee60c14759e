import type { ProductDetail } from '@farm/contract';
import { RATING_MAX, RATING_STEP, REVIEW_SUCCESS_MS } from '@farm/contract/constants';
import { MESSAGES, REVIEW_MESSAGES, reviewNameForms } from '@farm/contract/messages';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { usePostReviewMutation } from './catalogueApi';
import { useAppSelector } from '../../shared/store/hooks';
import styles from './ProductPage.module.css';
import replyStyles from './ReviewReply.module.css';

const ratings = Array.from({ length: RATING_MAX / RATING_STEP + 1 }, (_, i) =>
  (RATING_MAX - i * RATING_STEP).toFixed(1),
);

function Stars({ value }: { value: number }) {
  const full = Math.round(value * 2) / 2;
  return (
    <span className={styles.stars} aria-label={`${value} out of 5 stars`} role="img">
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
      // A second review of the same product edits the first: the server says which happened.
      setMessage({ kind: 'ok', text: answer.message || REVIEW_MESSAGES.thanks });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, REVIEW_MESSAGES.failed) });
    }
  };

  return (
    <form className={styles.reviewForm} onSubmit={submit} noValidate>
      <h3>Write a review</h3>
      <div className={styles.field}>
        <label htmlFor="review-name">Show my name as</label>
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
        <label htmlFor="review-rating">Rating</label>
        <select id="review-rating" value={rating} onChange={(e) => setRating(e.target.value)}>
          {ratings.map((value) => (
            <option key={value} value={value}>
              {value} ★
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="review-text">Your review</label>
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
        {message?.text}
      </p>
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Submit review'}
      </button>
    </form>
  );
}

/** The review list with average and count, and the form for signed-in customers. */
export function Reviews({ product }: { product: ProductDetail }) {
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const location = useLocation();
  return (
    <section id="reviews" className={styles.reviews} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Customer reviews</h2>
      {product.rating.count > 0 ? (
        <p className={styles.average}>
          <Stars value={product.rating.average} /> <strong>{product.rating.average.toFixed(1)}</strong> out of
          5 · {product.rating.count} review{product.rating.count === 1 ? '' : 's'}
        </p>
      ) : null}
      <div className={styles.reviewColumns}>
        <div>
          {product.reviews.length === 0 ? (
            <p className={styles.noReviews}>{MESSAGES.noReviews}</p>
          ) : (
            <ul className={styles.reviewList}>
              {product.reviews.map((review) => (
                <li key={review.id} className={styles.review}>
                  <div className={styles.reviewHead}>
                    <strong>{review.name}</strong>
                    <Stars value={review.start_ratings} />
                    {review.verified_purchase ? (
                      <span className={styles.verified}>Verified purchase</span>
                    ) : null}
                  </div>
                  <time dateTime={review.created_at} className={styles.reviewDate}>
                    {new Date(review.created_at).toLocaleDateString('en-IN', {
                      day: 'numeric',
                      month: 'short',
                      year: 'numeric',
                    })}
                  </time>
                  {/* Plain text: React escapes it, so markup in a review shows as the characters typed. */}
                  <p className={styles.reviewText}>{review.review}</p>
                  {review.reply ? (
                    <div className={replyStyles.reply}>
                      <p className={replyStyles.label}>Reply from the farm</p>
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
              {REVIEW_MESSAGES.loginRequired}{' '}
              <Link to="/login" state={{ from: location }}>
                Login
              </Link>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
