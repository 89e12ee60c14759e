import { MESSAGES, RATING_STEP, type Review } from '@farm/contract';
import { NotFoundError } from '../../shared/errors.js';
import type { ReadCache } from '../../shared/read-cache.js';
import type { CatalogueRepository } from '../catalogue/repository.js';
import { toReview } from '../catalogue/mappers.js';
import type { ReviewRepository } from './repository.js';

/** Customers' reviews: published at once, as plain text, written by whoever holds the token. */
export class ReviewService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly cache: ReadCache,
  ) {}

  async create(
    authorId: number,
    input: { product_id: number; name: string; review: string; start_ratings: number },
  ): Promise<Review> {
    if (!(await this.catalogue.findActiveProduct(input.product_id)))
      throw new NotFoundError(MESSAGES.productNotFound);
    const row = await this.reviews.insert({
      productId: input.product_id,
      userId: authorId,
      name: input.name,
      review: input.review,
      ratingHalves: Math.round(input.start_ratings / RATING_STEP),
    });
    // The product page is cached: the author must see their review at once (other processes follow the trigger).
    this.cache.invalidate();
    return toReview(row);
  }
}
