import { KERALA_STATE_ID, SITE_MESSAGES, type SiteResponse, STOCK_DEFAULTS } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { ConflictError } from '../../shared/errors.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import type { SellerFacts } from '../invoices/index.js';
import { SiteRepository } from './repository.js';

/** The shop's settings that orders follow: cash on delivery allowed, the order-number prefix. */
export interface OrderSettings {
  codEnabled: boolean;
  orderPrefix: string;
}

/**
 * The shop's settings (the `shop` table's one owner): its public facts (footer, chat widget), which payment options
 * the checkout may offer, and what orders follow. Read through the cache, dropped when the content version moves.
 */
export class SiteService {
  private readonly repo: SiteRepository;

  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
    private readonly gateway: { name: 'razorpay' | 'sandbox'; mode: 'sandbox' | 'test' | 'live' },
  ) {
    this.repo = new SiteRepository(db);
  }

  site(): Promise<SiteResponse> {
    return this.cache.get('site', async () => {
      const row = await this.repo.findShop();
      return {
        name: row?.name ?? 'Organic Farm Shop',
        tagline: row?.tagline ?? '',
        name_mal: row?.nameMal ?? '',
        tagline_mal: row?.taglineMal ?? '',
        emails: { contact: row?.contactEmail ?? '', orders: row?.ordersEmail ?? '' },
        phones: [row?.phonePrimary ?? '', row?.phoneSecondary ?? ''].filter((phone) => phone !== ''),
        whatsapp_number: row?.whatsappNumber ?? '',
        website: row?.website ?? '',
        addresses: {
          farm: row?.farmAddress ?? '',
          outlet: row?.outletAddress ?? '',
          farm_mal: row?.farmAddressMal ?? '',
          outlet_mal: row?.outletAddressMal ?? '',
        },
        social: {
          youtube: row?.youtubeUrl ?? '',
          instagram: row?.instagramUrl ?? '',
          facebook: row?.facebookUrl ?? '',
        },
        payment: {
          gateway: this.gateway.name,
          test_mode: this.gateway.mode !== 'live',
          cod_enabled: row?.codEnabled ?? false,
        },
        stock: { low_threshold: row?.lowStockThreshold ?? STOCK_DEFAULTS.lowStockThreshold },
      };
    });
  }

  orderSettings(): Promise<OrderSettings> {
    return this.cache.get('settings:orders', async () => {
      const row = await this.repo.findShop();
      return { codEnabled: row?.codEnabled ?? false, orderPrefix: row?.orderPrefix ?? 'SF' };
    });
  }

  /** Whether the owner requires two-factor sign-in of all staff (read fresh: it guards every staff request). */
  async staffTwoFactorRequired(): Promise<boolean> {
    return (await this.repo.findShop())?.staffTwoFactorRequired ?? false;
  }

  /** The owner's switch for two-factor sign-in, with its audit row in the same transaction. */
  async setStaffTwoFactorRequired(required: boolean, by: StaffActor): Promise<void> {
    await withTransaction(this.db, { shop: SiteRepository, audit: AuditRepository }, async (tx) => {
      const before = await tx.shop.update({ staffTwoFactorRequired: required });
      if (!before) throw new ConflictError(SITE_MESSAGES.noShop);
      await tx.audit.write({
        ...by,
        action: 'settings.two-factor',
        entity: 'settings',
        before: { staff_two_factor_required: before.staffTwoFactorRequired },
        after: { staff_two_factor_required: required },
      });
    });
  }

  /** The seller's facts on a tax invoice, and the prefix its number starts with. */
  invoiceFacts(): Promise<{ seller: SellerFacts; orderPrefix: string }> {
    return this.cache.get('settings:invoice', async () => {
      const row = await this.repo.findShop();
      return {
        seller: {
          name: row?.name ?? '',
          legalName: row?.legalName ?? '',
          gstin: row?.gstin ?? '',
          address: row?.invoiceAddress ?? '',
          stateId: row?.stateId ?? KERALA_STATE_ID,
          // Read straight from the shop's row: every invoice and credit note prints it (issue 35).
          fssaiNumber: row?.fssaiNumber ?? '',
          fssaiKind: row?.fssaiKind === 'licence' ? 'licence' : 'registration',
        },
        orderPrefix: row?.orderPrefix ?? 'SF',
      };
    });
  }
}
