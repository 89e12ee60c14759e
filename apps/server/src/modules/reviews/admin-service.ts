import { REVIEWS_ADMIN_MESSAGES, type AdminReview, type AdminReviewsQuery } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { NotFoundError } from '../../shared/errors.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import { ReviewAdminRepository } from './admin-repository.js';

const REVIEW_CHANGE = { reviews: ReviewAdminRepository, audit: AuditRepository };

/**
 * The farm's moderation: hide a review (it leaves the product page and the rating) or show it again, and answer it
 * in public. Each change is audited with before and after; other processes drop the product through the reviews
 * row trigger (cache_invalidations), this one at once.
 */
export class ReviewAdminService {
  private readonly repo: ReviewAdminRepository;

  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
  ) {
    this.repo = new ReviewAdminRepository(db);
  }

  async list(query: AdminReviewsQuery) {
    return { ...(await this.repo.list(query)), page: query.page, per_page: query.per_page };
  }

  setHidden(id: number, hidden: boolean, by: StaffActor): Promise<AdminReview> {
    return this.change(id, by, hidden ? 'review.hide' : 'review.show', (review) => ({
      values: { hiddenAt: hidden ? (review.hidden_at ? new Date(review.hidden_at) : new Date()) : null },
      before: { hidden: review.hidden_at !== null },
      after: { hidden },
    }));
  }

  setReply(id: number, reply: string | null, by: StaffActor): Promise<AdminReview> {
    return this.change(id, by, reply === null ? 'review.reply-remove' : 'review.reply', (review) => ({
      values: { reply, repliedAt: reply === null ? null : new Date() },
      before: { reply: review.reply },
      after: { reply },
    }));
  }

  private async change(
    id: number,
    by: StaffActor,
    action: string,
    plan: (review: AdminReview) => {
      values: Parameters<ReviewAdminRepository['update']>[1];
      before: unknown;
      after: unknown;
    },
  ): Promise<AdminReview> {
    const productId = await withTransaction(this.db, REVIEW_CHANGE, async (tx) => {
      const review = await tx.reviews.lock(id);
      if (!review) throw new NotFoundError(REVIEWS_ADMIN_MESSAGES.noSuchReview);
      const { values, before, after } = plan(review);
      await tx.reviews.update(id, values);
      await tx.audit.write({
        ...by,
        action,
        entity: 'review',
        entityId: String(id),
        before,
        after,
      });
      return review.product_id;
    });
    this.cache.invalidateProduct(productId);
    return (await this.repo.find(id))!;
  }
}
