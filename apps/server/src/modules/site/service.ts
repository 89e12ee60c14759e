import {
  CHECKOUT_MESSAGES,
  KERALA_STATE_ID,
  SITE_MESSAGES,
  STOCK_DEFAULTS,
  missingSellerDetails,
  refusesOrders,
  type Seller,
  type SellerDetail,
  type SiteResponse,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { ConflictError, RuleViolationError } from '../../shared/errors.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import type { SellerFacts } from '../invoices/index.js';
import { SiteRepository, type ShopRow } from './repository.js';

/** Who sells, as the storefront shows it: the shop row's seller columns (empty strings where none is written). */
export function sellerOf(row: ShopRow | undefined): Seller {
  return {
    legal_name: row?.legalName ?? '',
    address: row?.invoiceAddress ?? '',
    gstin: row?.gstin ?? '',
    fssai_number: row?.fssaiNumber ?? '',
    fssai_kind: row?.fssaiKind === 'licence' ? 'licence' : 'registration',
    care: { email: row?.contactEmail ?? '', phone: row?.phonePrimary ?? '' },
    grievance: {
      name: row?.grievanceName ?? '',
      designation: row?.grievanceDesignation ?? '',
      email: row?.grievanceEmail ?? '',
      phone: row?.grievancePhone ?? '',
    },
  };
}

/** How the shop runs, from the server's environment: a real shop or not, and how payments move. */
export interface ShopMode {
  production: boolean;
  mode: 'sandbox' | 'test' | 'live';
}

/** What is missing before the shop may take live orders, and whether it refuses them now. */
export interface GoingLive {
  missing: SellerDetail[];
  orders_refused: boolean;
}

export function goingLiveOf(row: ShopRow | undefined, how: ShopMode): GoingLive {
  const missing = missingSellerDetails(sellerOf(row));
  return { missing, orders_refused: refusesOrders(missing, how) };
}

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
    /** NODE_ENV=production: a real shop, which takes no live orders until its seller details are complete. */
    private readonly production = false,
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
        seller: sellerOf(row),
        open: (row?.openedAt ?? null) !== null,
      };
    });
  }

  /** What is missing before live orders (read fresh: the start-up says it, and the console shows it). */
  async goingLive(): Promise<GoingLive> {
    return goingLiveOf(await this.repo.findShop(), {
      production: this.production,
      mode: this.gateway.mode,
    });
  }

  /**
   * Refuses an order in words while a real shop with live payments lacks seller details the law asks it to show
   * (Consumer Protection (E-Commerce) Rules 2020 r.4; docs/domain.md "Seller identity"). Read through the cache, as
   * every checkout asks; a saved setting drops it within a second.
   */
  async assertOpenForOrders(): Promise<void> {
    const { seller, open } = await this.site();
    // Not opened by the owner yet, or closed for now (issue 36): the storefront says "coming soon" meanwhile.
    if (!open) throw new RuleViolationError(CHECKOUT_MESSAGES.shopClosed);
    if (!this.production || this.gateway.mode !== 'live') return;
    if (!seller || refusesOrders(missingSellerDetails(seller), { production: true, mode: 'live' })) {
      throw new RuleViolationError(CHECKOUT_MESSAGES.shopNotOpen);
    }
  }

  /** The start-up's one line naming what is missing, when the shop refuses orders; undefined when it is open. */
  async notOpenLine(): Promise<string | undefined> {
    const { missing, orders_refused } = await this.goingLive();
    return orders_refused ? SITE_MESSAGES.notOpen(missing) : undefined;
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
    await this.change({ staffTwoFactorRequired: required }, by, 'settings.two-factor', (before) => ({
      before: { staff_two_factor_required: before.staffTwoFactorRequired },
      after: { staff_two_factor_required: required },
    }));
  }

  /**
   * Opens the shop (now) or closes it for now (issue 36). The setup module decides whether it may open; this only
   * writes it. This process's cached answers go at once, so the next checkout already sees it; other processes
   * follow the content version within a second.
   */
  async setOpen(open: boolean, by: StaffActor): Promise<void> {
    const openedAt = open ? new Date() : null;
    await this.change({ openedAt }, by, open ? 'shop.open' : 'shop.close', (before) => ({
      before: { opened_at: before.openedAt?.toISOString() ?? null },
      after: { opened_at: openedAt?.toISOString() ?? null },
    }));
    this.cache.invalidate();
  }

  /** The owner says test payments are on purpose (a setup checklist item), or withdraws it. */
  async setTestPaymentsConfirmed(confirmed: boolean, by: StaffActor): Promise<void> {
    await this.change(
      { testPaymentsConfirmedAt: confirmed ? new Date() : null },
      by,
      'setup.test-payments',
      (before) => ({
        before: { confirmed: before.testPaymentsConfirmedAt !== null },
        after: { confirmed },
      }),
    );
  }

  /** A test e-mail to `to` was accepted by the mail server now (a setup checklist item). */
  async recordTestEmail(to: string, by: StaffActor): Promise<void> {
    await this.change({ testEmailSentAt: new Date() }, by, 'setup.test-email', () => ({
      before: null,
      after: { to },
    }));
  }

  /** One change of the shop's row with its audit row, in one transaction. */
  private async change(
    values: Partial<Omit<ShopRow, 'id'>>,
    by: StaffActor,
    action: string,
    audit: (before: ShopRow) => { before: unknown; after: unknown },
  ): Promise<void> {
    await withTransaction(this.db, { shop: SiteRepository, audit: AuditRepository }, async (tx) => {
      const before = await tx.shop.update(values);
      if (!before) throw new ConflictError(SITE_MESSAGES.noShop);
      await tx.audit.write({ ...by, action, entity: 'settings', ...audit(before) });
    });
  }

  /** The seller's facts on a tax invoice, and the prefix its number starts with. */
  invoiceFacts(): Promise<{ seller: SellerFacts; orderPrefix: string }> {
    return this.cache.get('settings:invoice', async () => {
      const row = await this.repo.findShop();
      // The same seller the storefront shows: every invoice and credit note prints its FSSAI number (issue 35).
      const seller = sellerOf(row);
      return {
        seller: {
          name: row?.name ?? '',
          legalName: seller.legal_name,
          gstin: seller.gstin,
          address: seller.address,
          stateId: row?.stateId ?? KERALA_STATE_ID,
          fssaiNumber: seller.fssai_number,
          fssaiKind: seller.fssai_kind,
        },
        orderPrefix: row?.orderPrefix ?? 'SF',
      };
    });
  }
}
