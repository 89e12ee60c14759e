import {
  CONTENT_MESSAGES,
  SHIPPING_ZONES,
  SETUP_MESSAGES,
  SITE_MESSAGES,
  slabTableErrors,
  type ShippingSlabsResponse,
  type ShippingZone,
  type ShopSettings,
  type ShopSettingsResponse,
  type SlabRow,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { ConflictError, RuleViolationError } from '../../shared/errors.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import { SlabRepository } from './admin-repository.js';
import { SiteRepository, type ShopRow } from './repository.js';
import { goingLiveOf } from './service.js';

/** How payments run, known from the server's environment (config): shown, never edited. */
export interface GatewayMode {
  name: 'razorpay' | 'sandbox';
  mode: 'sandbox' | 'test' | 'live';
}

function toShopFacts(row: ShopRow): ShopSettingsResponse['shop'] {
  return {
    name: row.name,
    tagline: row.tagline,
    name_mal: row.nameMal,
    tagline_mal: row.taglineMal,
    legal_name: row.legalName,
    gstin: row.gstin,
    contact_email: row.contactEmail,
    orders_email: row.ordersEmail,
    phone_primary: row.phonePrimary,
    phone_secondary: row.phoneSecondary,
    whatsapp_number: row.whatsappNumber,
    website: row.website,
    farm_address: row.farmAddress,
    outlet_address: row.outletAddress,
    farm_address_mal: row.farmAddressMal,
    outlet_address_mal: row.outletAddressMal,
    invoice_address: row.invoiceAddress,
    youtube_url: row.youtubeUrl,
    instagram_url: row.instagramUrl,
    facebook_url: row.facebookUrl,
    fssai_number: row.fssaiNumber,
    fssai_kind: row.fssaiKind === 'licence' ? 'licence' : 'registration',
    grievance_name: row.grievanceName,
    grievance_designation: row.grievanceDesignation,
    grievance_email: row.grievanceEmail,
    grievance_phone: row.grievancePhone,
  };
}

/**
 * The owner's settings: the shop's facts, cash on delivery, the shipping slabs. The `shop` and `shipping_slabs`
 * tables are content tables, so each change bumps the content version and the storefront follows within a second.
 */
export class SiteAdminService {
  private readonly shop: SiteRepository;
  private readonly slabs: SlabRepository;

  constructor(
    private readonly db: Db,
    private readonly gateway: GatewayMode,
    /** NODE_ENV=production: the dashboard's going-live warning says orders are refused. */
    private readonly production = false,
  ) {
    this.shop = new SiteRepository(db);
    this.slabs = new SlabRepository(db);
  }

  async settings(): Promise<ShopSettingsResponse> {
    const row = await this.shop.findShop();
    if (!row) throw new ConflictError(SITE_MESSAGES.noShop);
    return {
      shop: toShopFacts(row),
      going_live: goingLiveOf(row, { production: this.production, mode: this.gateway.mode }),
      cod_enabled: row.codEnabled,
      lot_pages_indexed: row.lotPagesIndexed,
      payments: {
        gateway: this.gateway.name,
        mode: this.gateway.mode,
        live: this.gateway.mode === 'live',
      },
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async saveShop(input: ShopSettings, by: StaffActor): Promise<ShopSettingsResponse> {
    await withTransaction(this.db, { shop: SiteRepository, audit: AuditRepository }, async (tx) => {
      const before = await tx.shop.update({
        name: input.name,
        tagline: input.tagline,
        nameMal: input.name_mal,
        taglineMal: input.tagline_mal,
        legalName: input.legal_name,
        gstin: input.gstin,
        contactEmail: input.contact_email,
        ordersEmail: input.orders_email,
        phonePrimary: input.phone_primary,
        phoneSecondary: input.phone_secondary,
        whatsappNumber: input.whatsapp_number,
        website: input.website,
        farmAddress: input.farm_address,
        outletAddress: input.outlet_address,
        farmAddressMal: input.farm_address_mal,
        outletAddressMal: input.outlet_address_mal,
        invoiceAddress: input.invoice_address,
        youtubeUrl: input.youtube_url,
        instagramUrl: input.instagram_url,
        facebookUrl: input.facebook_url,
        fssaiNumber: input.fssai_number,
        fssaiKind: input.fssai_kind,
        grievanceName: input.grievance_name,
        grievanceDesignation: input.grievance_designation,
        grievanceEmail: input.grievance_email,
        grievancePhone: input.grievance_phone,
      });
      if (!before) throw new ConflictError(SITE_MESSAGES.noShop);
      await tx.audit.write({
        ...by,
        action: 'settings.shop',
        entity: 'settings',
        before: toShopFacts(before),
        after: input,
      });
    });
    return { ...(await this.settings()), message: CONTENT_MESSAGES.saved };
  }

  async setCashOnDelivery(enabled: boolean, by: StaffActor): Promise<ShopSettingsResponse> {
    await withTransaction(this.db, { shop: SiteRepository, audit: AuditRepository }, async (tx) => {
      const before = await tx.shop.update({ codEnabled: enabled });
      if (!before) throw new ConflictError(SITE_MESSAGES.noShop);
      await tx.audit.write({
        ...by,
        action: 'settings.cod',
        entity: 'settings',
        before: { cod_enabled: before.codEnabled },
        after: { cod_enabled: enabled },
      });
    });
    return { ...(await this.settings()), message: CONTENT_MESSAGES.saved };
  }

  /** Whether search engines may index the lot pages a jar's QR opens (issue 38): the pages' robots tag follows it. */
  async setLotPagesIndexed(indexed: boolean, by: StaffActor): Promise<ShopSettingsResponse> {
    await withTransaction(this.db, { shop: SiteRepository, audit: AuditRepository }, async (tx) => {
      const before = await tx.shop.update({ lotPagesIndexed: indexed });
      if (!before) throw new ConflictError(SITE_MESSAGES.noShop);
      await tx.audit.write({
        ...by,
        action: 'settings.lot-pages',
        entity: 'settings',
        before: { lot_pages_indexed: before.lotPagesIndexed },
        after: { lot_pages_indexed: indexed },
      });
    });
    return { ...(await this.settings()), message: CONTENT_MESSAGES.saved };
  }

  async shipping(): Promise<ShippingSlabsResponse> {
    const [kerala, restOfIndia] = await Promise.all(SHIPPING_ZONES.map((zone) => this.slabs.zone(zone)));
    return { kerala: kerala!, rest_of_india: restOfIndia! };
  }

  /** Replaces a zone's table in one transaction, or refuses it naming each row that breaks a rule. */
  async replaceZone(zone: ShippingZone, slabs: SlabRow[], by: StaffActor): Promise<ShippingSlabsResponse> {
    const errors = slabTableErrors(slabs);
    if (Object.keys(errors).length > 0) {
      const first = Object.values(errors)[0]![0]!;
      throw new RuleViolationError(`${CONTENT_MESSAGES.slabsInvalid(zone)} ${first}`, errors);
    }
    await withTransaction(
      this.db,
      { slabs: SlabRepository, shop: SiteRepository, audit: AuditRepository },
      async (tx) => {
        const before = await tx.slabs.zone(zone, true);
        await tx.slabs.replace(zone, slabs);
        // Saved by the owner: reviewed, for the setup checklist (issue 36).
        await tx.shop.update({ slabsReviewedAt: new Date() });
        await tx.audit.write({
          ...by,
          action: 'settings.shipping',
          entity: 'shipping_slabs',
          entityId: zone,
          before,
          after: slabs,
        });
      },
    );
    return { ...(await this.shipping()), message: CONTENT_MESSAGES.saved };
  }

  /** The owner read both zones' slabs and found them right, without changing them (the setup checklist's item). */
  async confirmSlabs(by: StaffActor): Promise<ShippingSlabsResponse> {
    await withTransaction(this.db, { shop: SiteRepository, audit: AuditRepository }, async (tx) => {
      const before = await tx.shop.update({ slabsReviewedAt: new Date() });
      if (!before) throw new ConflictError(SITE_MESSAGES.noShop);
      await tx.audit.write({ ...by, action: 'settings.shipping-reviewed', entity: 'shipping_slabs' });
    });
    return { ...(await this.shipping()), message: SETUP_MESSAGES.slabsReviewed };
  }
}
