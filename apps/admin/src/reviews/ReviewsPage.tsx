import {
  REVIEW_REPLY_MAX_LENGTH,
  adminReviewAnswer,
  adminReviewsResponse,
  categoriesWithProducts,
  reviewReplyBody,
  type AdminReview,
} from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api';
import { ConfirmButton, keralaTime } from '../ui/ConfirmButton';
import { Pager } from '../ui/Pager';
import { useLoad } from '../ui/useLoad';
import { FilterChoice } from '../ui/filters';
import { TextArea, FormError, useZodForm } from '../ui/form';
import { counted } from '../ui/counted';
import '../ui/console-ii.css';

const stars = (value: number) => `${value} of 5 stars`;

/** Reviews, newest first: filter by product and stars, hide or show again, and answer in public. */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const list = useLoad(() => api(adminReviewsResponse, `/admin/reviews?${query}`), query);
  const products = useLoad(() => api(categoriesWithProducts, '/categories-with-products'), 'products');
  const [notice, setNotice] = useState<string | undefined>();
  const page = Number(params.get('page') ?? '1') || 1;

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['product_id', 'rating']) {
      const value = String(form.get(name) ?? '');
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  const changed = (message: string) => {
    setNotice(message);
    list.reload();
  };

  return (
    <>
      <h1>Reviews</h1>
      <form className="filters" onSubmit={applyFilters} key={query} role="search" aria-label="Find reviews">
        <FilterChoice
          id="review-product"
          name="product_id"
          label="Product"
          any="Every product"
          grow
          value={params.get('product_id') ?? ''}
          options={(products.data ?? []).flatMap((category) =>
            category.products.map((product) => ({ value: product.id, label: product.product_name })),
          )}
        />
        <FilterChoice
          id="review-rating"
          name="rating"
          label="Stars"
          any="Any"
          value={params.get('rating') ?? ''}
          options={[5, 4, 3, 2, 1, 0].map((value) => ({ value, label: counted(value, 'star') }))}
        />
        <button className="button" type="submit">
          Show
        </button>
      </form>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {list.status === 'failed' && <FormError>{list.error}</FormError>}
      {list.status === 'loading' && !list.data && <p>Loading…</p>}
      {list.data && list.data.data.length === 0 && <p className="card">No reviews match.</p>}
      <ul className="review-admin-list">
        {list.data?.data.map((review) => (
          <ReviewCard key={review.id} review={review} onChanged={changed} />
        ))}
      </ul>
      {list.data && (
        <Pager
          page={page}
          perPage={list.data.per_page}
          total={list.data.total}
          noun="reviews"
          onPage={(next) => {
            const copy = new URLSearchParams(params);
            copy.set('page', String(next));
            setParams(copy);
          }}
        />
      )}
    </>
  );
}

function ReviewCard({ review, onChanged }: { review: AdminReview; onChanged: (message: string) => void }) {
  const hidden = review.hidden_at !== null;
  const { register, submit, errors, refusal, busy } = useZodForm(reviewReplyBody, {
    reply: review.reply ?? '',
  });
  const saveReply = submit(async (body) => {
    const answer = await api(adminReviewAnswer, `/admin/reviews/${review.id}/reply`, { method: 'PUT', body });
    onChanged(answer.message);
  });

  return (
    <li className={`card review-admin${hidden ? ' is-hidden' : ''}`}>
      <h2 className="review-admin-head">
        {review.product_name} · <span aria-label={stars(review.start_ratings)}>{review.start_ratings} ★</span>
      </h2>
      <p className="muted">
        {review.name} · {keralaTime(review.created_at)}
        {hidden && <strong> · Hidden since {keralaTime(review.hidden_at!)}</strong>}
      </p>
      <p className="review-admin-text">{review.review}</p>
      <div className="row-actions">
        {hidden ? (
          <ConfirmButton
            label="Show again"
            title="Show this review again?"
            description="It returns to the product page and counts in the product’s rating."
            confirmLabel="Show it"
            onConfirm={async () =>
              onChanged(
                (await api(adminReviewAnswer, `/admin/reviews/${review.id}/show`, { method: 'POST' }))
                  .message,
              )
            }
          />
        ) : (
          <ConfirmButton
            label="Hide"
            danger
            title="Hide this review?"
            description="It leaves the product page and no longer counts in the product’s rating. You can show it again later."
            confirmLabel="Hide it"
            onConfirm={async () =>
              onChanged(
                (await api(adminReviewAnswer, `/admin/reviews/${review.id}/hide`, { method: 'POST' }))
                  .message,
              )
            }
          />
        )}
        {review.reply && (
          <ConfirmButton
            label="Remove the reply"
            danger
            title="Remove the farm’s reply?"
            description="The reply disappears from the product page."
            confirmLabel="Remove it"
            onConfirm={async () =>
              onChanged(
                (await api(adminReviewAnswer, `/admin/reviews/${review.id}/reply`, { method: 'DELETE' }))
                  .message,
              )
            }
          />
        )}
      </div>
      <form className="reply-form" onSubmit={saveReply} noValidate>
        <TextArea
          label="The farm’s public reply"
          rows={3}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          hint="Plain text, shown under the review on the product page."
          // Every refusal is the reply's: the schema's, the server's about it, or the server's in general.
          error={errors.reply ?? refusal}
          {...register('reply')}
        />
        <button className="button small primary" type="submit" disabled={busy}>
          {busy ? 'Saving…' : review.reply ? 'Save the reply' : 'Publish a reply'}
        </button>
      </form>
    </li>
  );
}
