import { createHash } from 'node:crypto';
import {
  BULK_PRICE_MESSAGES as M,
  CATALOGUE_ADMIN_MESSAGES,
  PRICE_WARNING_WORDS,
  newPrices,
  paiseToRupees,
  priceChangeWords,
  pricesAppliedMessage,
  type BulkPriceSize,
  type BulkPricesApplyBody,
  type BulkPricesPreview,
  type BulkPricesPreviewBody,
  type PriceChange,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { ConflictError, RuleViolationError } from '../../shared/errors.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import { BulkPricesRepository, type CategorySize } from './bulk-prices-repository.js';

const REPOSITORIES = { prices: BulkPricesRepository, audit: AuditRepository };

/** A size's prices in rupees as the preview and the audit trail say them (an offer of 0 is none: null). */
const offerRupees = (offer: number) => (offer > 0 ? paiseToRupees(offer) : null);

/** What a change plans for a category: the preview's answer, and the sizes it would write (paise). */
interface Plan {
  preview: BulkPricesPreview;
  writes: { sizeId: number; mrp: number; offer: number; before: CategorySize }[];
}

/**
 * A category's prices in bulk (issue 36; docs/domain.md "Prices in bulk"): a preview of every size of the category's
 * products with its new prices by the contract's rule (`newPrices`), and the change applied exactly as previewed. The
 * preview's fingerprint covers the category, the change and every size's prices; the apply reads them again under
 * row locks and refuses when the fingerprint differs, so nothing is written that the farm did not see.
 */
export class BulkPricesService {
  private readonly prices: BulkPricesRepository;

  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
  ) {
    this.prices = new BulkPricesRepository(db);
  }

  async preview(body: BulkPricesPreviewBody): Promise<BulkPricesPreview> {
    return (await planned(this.prices, body)).preview;
  }

  /** Writes the previewed prices in one transaction with one audit row, or nothing at all. */
  async apply(body: BulkPricesApplyBody, by: StaffActor): Promise<{ message: string; changed: number }> {
    const answer = await withTransaction(this.db, REPOSITORIES, async (tx) => {
      const { preview, writes } = await planned(tx.prices, body, { lock: true });
      if (preview.fingerprint !== body.fingerprint) throw new ConflictError(M.stale);
      if (writes.length === 0)
        throw new RuleViolationError(M.nothingToChange, { amount: [M.nothingToChange] });
      await tx.prices.setPrices(writes);
      const said = (size: CategorySize, mrp: number, offer: number) => ({
        id: size.sizeId,
        label: `${size.productName}, ${size.size}`,
        price: paiseToRupees(mrp),
        offer_price: offerRupees(offer),
      });
      await tx.audit.write({
        ...by,
        action: 'category.prices',
        entity: 'category',
        entityId: String(preview.category.id),
        before: { sizes: writes.map(({ before }) => said(before, before.mrp, before.offer)) },
        after: {
          change: preview.change,
          count: writes.length,
          sizes: writes.map(({ before, mrp, offer }) => said(before, mrp, offer)),
        },
      });
      return { message: pricesAppliedMessage(writes.length, preview.category.name), changed: writes.length };
    });
    // The content_version trigger on product_prices tells the other processes; this one drops its caches now.
    this.cache.invalidate();
    return answer;
  }
}

/** The category's sizes read (and locked, for an apply) and the change planned on them. */
async function planned(
  prices: BulkPricesRepository,
  body: BulkPricesPreviewBody,
  options: { lock?: boolean } = {},
): Promise<Plan> {
  const name = await prices.categoryName(body.category_id);
  if (name === undefined) {
    throw new RuleViolationError(CATALOGUE_ADMIN_MESSAGES.noSuchCategory, {
      category_id: [CATALOGUE_ADMIN_MESSAGES.noSuchCategory],
    });
  }
  const sizes = await prices.categorySizes(body.category_id, options);
  if (sizes.length === 0) throw new RuleViolationError(M.emptyCategory, { category_id: [M.emptyCategory] });
  const change: PriceChange = {
    direction: body.direction,
    by: body.by,
    amount: body.amount,
    prices: body.prices,
  };
  const writes: Plan['writes'] = [];
  const rows = sizes.map((size): BulkPriceSize => {
    const next = newPrices(size, change);
    if (next.changed) writes.push({ sizeId: size.sizeId, mrp: next.mrp, offer: next.offer, before: size });
    return {
      size_id: size.sizeId,
      product_id: size.productId,
      product_name: size.productName,
      product_status: size.productStatus,
      size: size.size,
      mrp: paiseToRupees(size.mrp),
      offer_price: offerRupees(size.offer),
      new_mrp: paiseToRupees(next.mrp),
      new_offer_price: offerRupees(next.offer),
      changed: next.changed,
      warnings: next.warnings.map((code) => ({ code, message: PRICE_WARNING_WORDS[code] })),
    };
  });
  return {
    preview: {
      category: { id: body.category_id, name },
      change: priceChangeWords(change),
      sizes: rows,
      changed: writes.length,
      fingerprint: fingerprint(body.category_id, change, sizes),
    },
    writes,
  };
}

/**
 * What a preview showed, in 64 hex digits: the category, the change, and every size with its prices in order. Any
 * product saved, size added or removed, or another change applied since, and any other change sent, gives another.
 */
function fingerprint(categoryId: number, change: PriceChange, sizes: CategorySize[]): string {
  const facts = {
    categoryId,
    change: [change.direction, change.by, change.amount, change.prices],
    sizes: sizes.map((size) => [size.sizeId, size.mrp, size.offer]),
  };
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex');
}
