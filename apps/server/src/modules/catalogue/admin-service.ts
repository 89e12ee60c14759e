import { MediaRepository, requireInLibrary } from '../media/index.js';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  SEASON_MESSAGES,
  monthsToMask,
  rupeesToPaise,
  slugify,
  type AdminCategory,
  type AdminProduct,
  type CategoryInput,
  type ProductInput,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction, type Bound } from '../../db/transaction.js';
import { NotFoundError, RuleViolationError } from '../../shared/errors.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import { CatalogueAdminRepository, type ProductValues } from './admin-repository.js';
import { romanName } from './romanise.js';

const fieldError = (field: string, message: string) =>
  new RuleViolationError(message, { [field]: [message] });

/** What a console change reads and writes in its one transaction. */
const REPOSITORIES = {
  catalogue: CatalogueAdminRepository,
  media: MediaRepository,
  audit: AuditRepository,
};
type Tx = Bound<typeof REPOSITORIES>;

/**
 * The console's catalogue: products with their sizes, prices and pictures, and categories. Every change runs in one
 * transaction with its audit row; the content_version triggers tell the other processes, this one drops its caches
 * at once. Products are never deleted: an ordered product must keep its links, so the console only hides. A new
 * product is a draft (never shown in the shop) until the farm publishes it.
 */
export class CatalogueAdminService {
  private readonly catalogue: CatalogueAdminRepository;

  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
  ) {
    this.catalogue = new CatalogueAdminRepository(db);
  }

  async listProducts(query: { q?: string | undefined; category_id?: number | undefined }) {
    return { data: await this.catalogue.products(await this.catalogue.productIds(query)) };
  }

  async product(id: number): Promise<AdminProduct> {
    const [found] = await this.catalogue.products([id]);
    if (!found) throw new NotFoundError(M.noSuchProduct);
    return found;
  }

  /** Adds a product: a draft, or published at once when the farm chose Publish. */
  async createProduct(
    input: ProductInput,
    by: StaffActor,
  ): Promise<{ message: string; product: AdminProduct }> {
    const id = await withTransaction(this.db, REPOSITORIES, async (tx) => {
      const values = await this.checked(tx, input, undefined);
      const id = await tx.catalogue.insertProduct(values, input.publish ? new Date() : null);
      await this.writeChildren(tx, id, input);
      const [after] = await tx.catalogue.products([id]);
      await tx.audit.write({
        ...by,
        action: 'product.create',
        entity: 'product',
        entityId: String(id),
        after,
      });
      return id;
    });
    this.cache.invalidate();
    const product = await this.product(id);
    return { message: product.status === 'draft' ? M.productDraftSaved : M.productPublished, product };
  }

  async updateProduct(
    id: number,
    input: ProductInput,
    by: StaffActor,
  ): Promise<{ message: string; product: AdminProduct }> {
    const published = await withTransaction(this.db, REPOSITORIES, async (tx) => {
      await tx.catalogue.lockProduct(id);
      const [before] = await tx.catalogue.products([id]);
      if (!before) throw new NotFoundError(M.noSuchProduct);
      const values = await this.checked(tx, input, id);
      // Publishing a draft shows it (also one hidden while a draft); a published product stays as it is.
      const publishing = input.publish && before.status === 'draft';
      await tx.catalogue.updateProduct(id, values, publishing);
      await this.writeChildren(tx, id, input, before);
      const [after] = await tx.catalogue.products([id]);
      await tx.audit.write({
        ...by,
        action: publishing ? 'product.publish' : 'product.update',
        entity: 'product',
        entityId: String(id),
        before,
        after,
      });
      return publishing;
    });
    this.cache.invalidate();
    const product = await this.product(id);
    const message = published
      ? M.productPublished
      : { draft: M.productDraftSaved, published: M.productSaved, hidden: M.productSavedHidden }[
          product.status
        ];
    return { message, product };
  }

  async setProductHidden(id: number, hidden: boolean, by: StaffActor): Promise<AdminProduct> {
    await withTransaction(this.db, REPOSITORIES, async (tx) => {
      const active = await tx.catalogue.lockedProductActive(id);
      if (active === undefined) throw new NotFoundError(M.noSuchProduct);
      await tx.catalogue.setProductActive(id, !hidden);
      await tx.audit.write({
        ...by,
        action: hidden ? 'product.hide' : 'product.show',
        entity: 'product',
        entityId: String(id),
        before: { hidden: !active },
        after: { hidden },
      });
    });
    this.cache.invalidate();
    return this.product(id);
  }

  async reorderProducts(categoryId: number, ids: number[], by: StaffActor): Promise<void> {
    const audit = { ...by, action: 'product.reorder', entityId: String(categoryId) };
    await this.reorder(ids, M.orderInvalid, audit, {
      read: (tx) => tx.catalogue.productOrder(categoryId),
      write: (tx) => tx.catalogue.setProductOrder(ids),
    });
  }

  async listCategories(): Promise<{ data: AdminCategory[] }> {
    return { data: await this.catalogue.categories() };
  }

  async saveCategory(id: number | undefined, input: CategoryInput, by: StaffActor): Promise<AdminCategory> {
    const savedId = await withTransaction(this.db, REPOSITORIES, async (tx) => {
      await requireInLibrary(tx.media, [input.picture], 'picture');
      const values = {
        name: input.name,
        nameMal: input.name_mal,
        description: input.description,
        descriptionMal: input.description_mal,
        image: input.picture,
        active: !input.hidden,
      };
      if (id === undefined) {
        const newId = await tx.catalogue.insertCategory(values, input.sort_order);
        const [after] = await tx.catalogue.categories(newId);
        await tx.audit.write({
          ...by,
          action: 'category.create',
          entity: 'category',
          entityId: String(newId),
          after,
        });
        return newId;
      }
      const [before] = await tx.catalogue.categories(id);
      if (!before) throw new NotFoundError(M.noSuchCategory);
      await tx.catalogue.updateCategory(id, values, input.sort_order);
      const [after] = await tx.catalogue.categories(id);
      await tx.audit.write({
        ...by,
        action: 'category.update',
        entity: 'category',
        entityId: String(id),
        before,
        after,
      });
      return id;
    });
    this.cache.invalidate();
    return (await this.catalogue.categories(savedId))[0]!;
  }

  async setCategoryHidden(id: number, hidden: boolean, by: StaffActor): Promise<AdminCategory> {
    await withTransaction(this.db, REPOSITORIES, async (tx) => {
      const [before] = await tx.catalogue.categories(id);
      if (!before) throw new NotFoundError(M.noSuchCategory);
      await tx.catalogue.setCategoryActive(id, !hidden);
      await tx.audit.write({
        ...by,
        action: hidden ? 'category.hide' : 'category.show',
        entity: 'category',
        entityId: String(id),
        before: { hidden: before.hidden },
        after: { hidden },
      });
    });
    this.cache.invalidate();
    return (await this.catalogue.categories(id))[0]!;
  }

  async reorderCategories(ids: number[], by: StaffActor): Promise<void> {
    await this.reorder(
      ids,
      M.categoryOrderInvalid,
      { ...by, action: 'category.reorder' },
      {
        read: (tx) => tx.catalogue.categoryOrder(),
        write: (tx) => tx.catalogue.setCategoryOrder(ids),
      },
    );
  }

  /**
   * Puts a list in the order the console sent: `ids` must be the list's own ids, each once (a product added or
   * moved meanwhile makes the console's order stale, and it is refused). The audit keeps both orders.
   */
  private async reorder(
    ids: number[],
    invalid: string,
    audit: StaffActor & { action: string; entityId?: string },
    list: { read: (tx: Tx) => Promise<number[]>; write: (tx: Tx) => Promise<void> },
  ): Promise<void> {
    await withTransaction(this.db, REPOSITORIES, async (tx) => {
      const before = await list.read(tx);
      if (!sameSet(before, ids)) throw fieldError('ids', invalid);
      await list.write(tx);
      await tx.audit.write({ ...audit, entity: 'category', before, after: ids });
    });
    this.cache.invalidate();
  }

  /** The product's columns from the input, after the rules the schema cannot check (category, slug and SKU clash). */
  private async checked(tx: Tx, input: ProductInput, id: number | undefined): Promise<ProductValues> {
    await requireInLibrary(tx.media, input.pictures, 'pictures');
    for (const [index, size] of input.sizes.entries()) {
      // The MRP is the most the shop may ask (Legal Metrology (Packaged Commodities) Rules 2011 r.18(1)): the
      // contract's schema says so too, and the database refuses it; said here in words, beside the field.
      if (size.offer_price != null && rupeesToPaise(size.offer_price) >= rupeesToPaise(size.price)) {
        throw fieldError(`sizes.${index}.offer_price`, M.offerNotBelowPrice);
      }
      if (size.label_image)
        await requireInLibrary(tx.media, [size.label_image], `sizes.${index}.label_image`);
    }
    if (!(await tx.catalogue.categoryExists(input.category_id))) {
      throw fieldError('category_id', M.noSuchCategory);
    }
    const slug = input.slug || slugify(input.name);
    if (slug === '') throw fieldError('slug', M.slugInvalid);
    if (await tx.catalogue.productWith('slug', slug, id)) throw fieldError('slug', M.slugTaken);
    if (await tx.catalogue.productWith('sku', input.sku, id)) throw fieldError('sku', M.skuTaken);
    const cropIds = [...new Set(input.crop_ids ?? [])];
    if ((await tx.catalogue.existingCrops(cropIds)).length !== cropIds.length) {
      throw fieldError('crop_ids', SEASON_MESSAGES.cropUnknown);
    }
    return {
      name: input.name,
      nameMal: input.name_mal,
      nameRoman: romanName(input.name_mal),
      slug,
      sku: input.sku,
      // Markdown as the farm typed it (the console shows it again as it was written); the shop renders and sanitises
      // it on the way out, as it does the pages (description.ts).
      description: input.description,
      descriptionMal: input.description_mal,
      categoryId: input.category_id,
      hsnCode: input.hsn_code,
      gstRatePercent: input.gst_rate,
      featured: input.featured,
      image: input.pictures[0]!,
      shelfLifeMonths: input.shelf_life_months,
      ingredients: input.ingredients,
      ingredientsMal: input.ingredients_mal,
      manufacturer: input.manufacturer,
      countryOfOrigin: input.country_of_origin,
      // A product without a certificate keeps none of one's details (the schema checked the certified schemes').
      ...(input.organic.scheme === 'npop' || input.organic.scheme === 'pgs'
        ? {
            organicScheme: input.organic.scheme,
            organicCertificateNo: input.organic.certificate_no,
            organicCertifier: input.organic.certifier,
            organicValidUntil: input.organic.valid_until,
          }
        : {
            organicScheme: input.organic.scheme,
            organicCertificateNo: '',
            organicCertifier: '',
            organicValidUntil: null,
          }),
      // Twelve months is the same as none: in season all year, the pages say nothing. No season given keeps the
      // stored one on a save (undefined leaves the column), and a new product's columns default to none.
      ...(input.season && {
        seasonMonths: monthsToMask(input.season.months),
        seasonNote: input.season.note,
        seasonNoteMal: input.season.note_mal,
      }),
    };
  }

  /**
   * Pictures are replaced; sizes are edited in place so a size that stays keeps its size and price ids (a cart's
   * priceId). A removed size goes; the order lines that sold it keep their own copy of its label and price.
   */
  private async writeChildren(tx: Tx, productId: number, input: ProductInput, before?: AdminProduct) {
    await tx.catalogue.replacePictures(productId, input.pictures.slice(1));
    if (input.crop_ids) await tx.catalogue.replaceCrops(productId, [...new Set(input.crop_ids)]);
    const existing = new Set(before?.sizes.map((s) => s.id) ?? []);
    for (const [index, size] of input.sizes.entries()) {
      if (size.id !== undefined && !existing.has(size.id)) {
        throw fieldError(`sizes.${index}.id`, M.sizeNotOfProduct);
      }
    }
    const removed = [...existing].filter((sid) => !input.sizes.some((s) => s.id === sid));
    // A pre-order's order lines name its size (and the pre-order its size): such a size stays, said in words.
    const [withPreorder] = await tx.catalogue.sizesWithPreorders(removed);
    if (withPreorder !== undefined) throw fieldError('sizes', M.sizeHasPreorder(withPreorder));
    const [withLots] = await tx.catalogue.sizesWithSoldLots(removed);
    if (withLots !== undefined) throw fieldError('sizes', M.sizeHasLots(withLots));
    await tx.catalogue.deleteSizes(removed);
    for (const [index, size] of input.sizes.entries()) {
      const values = {
        size: {
          size: size.label,
          weightGrams: size.weight_grams,
          netQuantity: size.net_quantity,
          netUnit: size.net_unit,
          labelImage: size.label_image ?? null,
          inStock: size.in_stock,
          sortOrder: index + 1,
        },
        price: {
          originalPricePaise: rupeesToPaise(size.price),
          offerPricePaise: size.offer_price == null ? 0 : rupeesToPaise(size.offer_price),
        },
      };
      if (size.id !== undefined) await tx.catalogue.updateSize(size.id, values);
      else await tx.catalogue.insertSize(productId, values);
    }
  }
}

/**
 * Writes each product's romanised Malayalam name where it is not what the rules make now: products from before the
 * column (issue 32), ones written straight into the database, and all of them after the rules change. One read and
 * at most one statement; a start with nothing to change writes nothing.
 */
export async function fillRomanNames(db: Db): Promise<number> {
  const catalogue = new CatalogueAdminRepository(db);
  const stale = (await catalogue.romanNames()).flatMap((row) => {
    const roman = romanName(row.nameMal);
    return roman === row.nameRoman ? [] : [{ id: row.id, roman }];
  });
  if (stale.length === 0) return 0;
  await catalogue.setRomanNames(stale);
  return stale.length;
}

function sameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && new Set(b).size === b.length && a.every((id) => b.includes(id));
}
