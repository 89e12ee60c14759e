import {
  MESSAGES,
  ratingToSteps,
  REVIEW_MESSAGES,
  reviewNameForms,
  reviewNameMessage,
  type Review,
} from '@farm/contract';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { NotFoundError, RuleViolationError } from '../../shared/errors.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { toReview } from '../catalogue/index.js';
import type { CatalogueRepository } from '../catalogue/index.js';
import { consume } from '../customers/index.js';
import type { ReviewRepository } from './repository.js';

/** How many reviews (new or edited) one account may write in an hour: enough for a real customer, not a campaign. */
export const REVIEWS_PER_ACCOUNT = { points: 10, windowSeconds: 60 * 60 } as const;

export interface ReviewAuthor {
  id: number;
  /** The name on the customer's account: reviews are shown under a form of it, never under another name. */
  name: string;
}

/**
 * Customers' reviews: published at once, as plain text, one per customer and product (writing again edits it),
 * under the author's own name, at most a few an hour per account.
 */
export class ReviewService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly cache: ReadCache,
    private readonly perAccount: RateLimiterAbstract,
  ) {}

  async write(
    author: ReviewAuthor,
    input: { product_id: number; name: string; review: string; start_ratings: number },
  ): Promise<{ review: Review; created: boolean }> {
    const shownAs = reviewNameForms(author.name).find(
      (form) => form.toLowerCase() === input.name.trim().replace(/\s+/g, ' ').toLowerCase(),
    );
    if (!shownAs) {
      const message = reviewNameMessage(author.name);
      throw new RuleViolationError(message, { name: [message] });
    }
    if (!(await this.catalogue.findActiveProduct(input.product_id)))
      throw new NotFoundError(MESSAGES.productNotFound);
    await consume(this.perAccount, String(author.id), REVIEW_MESSAGES.tooMany);
    const { row, created } = await this.reviews.upsert({
      productId: input.product_id,
      userId: author.id,
      name: shownAs,
      review: input.review,
      ratingHalves: ratingToSteps(input.start_ratings),
    });
    // The author must see their review at once; other processes drop the product through the database trigger.
    this.cache.invalidateProduct(input.product_id);
    return { review: toReview(row), created };
  }
}
