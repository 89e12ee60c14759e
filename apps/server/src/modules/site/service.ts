import type { SiteResponse } from '@farm/contract';
import type { ReadCache } from '../../shared/read-cache.js';
import type { SiteRepository } from './repository.js';

/** The shop's public facts (footer, chat widget) and which payment options the checkout may offer. */
export class SiteService {
  constructor(
    private readonly repo: SiteRepository,
    private readonly cache: ReadCache,
    private readonly gateway: { name: 'razorpay' | 'sandbox'; mode: 'sandbox' | 'test' | 'live' },
  ) {}

  site(): Promise<SiteResponse> {
    return this.cache.get('site', async () => {
      const row = await this.repo.findShop();
      return {
        name: row?.name ?? 'Organic Farm Shop',
        tagline: row?.tagline ?? '',
        emails: { contact: row?.contactEmail ?? '', orders: row?.ordersEmail ?? '' },
        phones: [row?.phonePrimary ?? '', row?.phoneSecondary ?? ''].filter((phone) => phone !== ''),
        whatsapp_number: row?.whatsappNumber ?? '',
        website: row?.website ?? '',
        addresses: { farm: row?.farmAddress ?? '', outlet: row?.outletAddress ?? '' },
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
      };
    });
  }
}
