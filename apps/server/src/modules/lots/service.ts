import {
  IMAGE_BASES,
  LOT_LABEL_MESSAGES,
  LOT_PAGE_MESSAGES,
  LOT_PROCESSES,
  MEDIA_REF_PREFIX,
  storefrontPaths,
  uploadSrcSet,
  uploadUrl,
  type LotProcess,
  type LotView,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../shared/errors.js';
import { labelSheetPdf, lotLabel, type LotLabel } from './labels.js';
import { LotPageRepository, type LotRow } from './repository.js';

const isProcess = (value: string | null): value is LotProcess =>
  value !== null && (LOT_PROCESSES as readonly string[]).includes(value);

/** A lot as its public page shows it. */
function toView(lot: LotRow): LotView {
  const certificate = lot.certificateKey ? `${MEDIA_REF_PREFIX}${lot.certificateKey}` : undefined;
  return {
    code: lot.code,
    product: {
      id: lot.productId,
      name: lot.productName,
      name_mal: lot.productNameMal,
      path: storefrontPaths.product({ id: lot.productId, product_slug: lot.productSlug }),
      image: uploadUrl(IMAGE_BASES.product, lot.productImage),
      on_sale: lot.productOnSale,
    },
    size: lot.size,
    harvested_on: lot.harvestedOn,
    processed_on: lot.processedOn,
    process: isProcess(lot.process) ? lot.process : null,
    best_before: lot.bestBefore,
    crop:
      lot.cropId === null
        ? null
        : {
            id: lot.cropId,
            name: lot.cropName ?? '',
            name_mala: lot.cropNameMala ?? '',
            path: storefrontPaths.crop({ id: lot.cropId, category: lot.cropCategory ?? '' }),
          },
    source: lot.source,
    certificate: certificate
      ? {
          url: uploadUrl(IMAGE_BASES.certificate, certificate),
          srcset: uploadSrcSet(IMAGE_BASES.certificate, certificate) ?? null,
        }
      : null,
    recalled: lot.blocked,
    indexed: lot.indexed,
  };
}

/** A code the address may carry: what a lot code may be (letters, digits, dashes), any case. */
const CODE_SHAPE = /^[A-Za-z0-9][A-Za-z0-9-]{1,39}$/;

/**
 * The public lot page's answer and the console's label sheet (issue 38 item 3). Read fresh on every call: a lot page
 * is opened one jar at a time, and a recall must show on it at once in every process.
 */
export class LotPageService {
  private readonly repo: LotPageRepository;

  constructor(db: Db) {
    this.repo = new LotPageRepository(db);
  }

  /** The lot a code names (any case); an unknown or impossible code is not found, in words. */
  async view(code: string): Promise<LotView> {
    const lot = CODE_SHAPE.test(code.trim()) ? await this.repo.byCode(code.trim()) : undefined;
    if (!lot) throw new NotFoundError(LOT_PAGE_MESSAGES.notFound);
    return toView(lot);
  }

  /** What each label of a lot's sheet says, its QR pointing at the shop's public address. */
  async label(lotId: number, shopOrigin: string): Promise<LotLabel> {
    const lot = await this.repo.byId(lotId);
    if (!lot) throw new NotFoundError(LOT_LABEL_MESSAGES.lotUnknown);
    return lotLabel(lot, shopOrigin);
  }

  /** The A4 sheet of a lot's labels, as a PDF. */
  async labelSheet(lotId: number, shopOrigin: string): Promise<{ code: string; pdf: Buffer }> {
    const label = await this.label(lotId, shopOrigin);
    return { code: label.code, pdf: await labelSheetPdf(label) };
  }
}
