import { SHEET_STOCK_NOTE, type SheetFormat, type SheetSummary } from '@farm/contract';
import type { Db } from '../../../db/client.js';
import { AuditRepository, type StaffActor } from '../../audit/index.js';
import { MediaRepository, requireInLibrary } from '../../media/index.js';
import type { StockService } from '../../stock/index.js';
import { CatalogueAdminRepository, type ProductValues } from '../admin-repository.js';
import { romanName } from '../romanise.js';
import { certificateOf, type ProductFacts } from './columns.js';
import type { CategoryTarget, NewSize, PictureSource, Plan } from './plan.js';
import { SheetRepository, type SizeRow } from './repository.js';

/** What the import writes with, all on one transaction's handle. */
export interface ApplyContext {
  tx: Db;
  /** The references of the zip's pictures, uploaded to the library before the transaction began. */
  uploaded: ReadonlyMap<string, string>;
  stock: Pick<StockService, 'countIn'>;
  by: StaffActor;
  file: { format: SheetFormat; rows: number };
}

/**
 * Writes a plan that had no refusals, inside the caller's transaction: the categories it adds, the products and
 * sizes it adds (in bulk), the changes, each count as the stock module's movement, and one audit row with the counts
 * and SKUs. Anything that throws leaves nothing written.
 */
export async function applyPlan(plan: Plan, context: ApplyContext, summary: SheetSummary): Promise<void> {
  const { tx, stock, by } = context;
  const sheet = new SheetRepository(tx);
  const admin = new CatalogueAdminRepository(tx);
  const pictureOf = (source: PictureSource) =>
    'ref' in source ? source.ref : context.uploaded.get(source.zip)!;

  const everything = [...plan.newProducts, ...plan.changes];
  // Library pictures the rows name must still be there, and stay until this commits.
  await requireInLibrary(
    new MediaRepository(tx),
    [...new Set(everything.map((p) => pictureOf(p.picture)))],
    'file',
  );

  // A category the file adds takes the picture of its first product in the file.
  const categoryIds = new Map<string, number>();
  for (const name of plan.newCategories) {
    const first = everything.find((p) => 'name' in p.category && p.category.name === name)!;
    const id = await admin.insertCategory(
      {
        name,
        nameMal: '',
        description: '',
        descriptionMal: '',
        image: pictureOf(first.picture),
        active: true,
      },
      undefined,
    );
    categoryIds.set(name, id);
  }
  const categoryId = (target: CategoryTarget) => ('id' in target ? target.id : categoryIds.get(target.name)!);

  const places = await sheet.lastPlaces();
  const now = new Date();
  const ids = await sheet.insertProducts(
    plan.newProducts.map((product) => {
      const category = categoryId(product.category);
      const place = (places.get(category) ?? 0) + 1;
      places.set(category, place);
      return {
        ...valuesOf(product.facts, category, product.slug, pictureOf(product.picture)),
        sortOrder: place,
        publishedAt: product.facts.published ? now : null,
        active: product.facts.active,
      };
    }),
  );

  for (const change of plan.changes) {
    if (!change.changed) continue;
    await sheet.updateProduct(
      change.id,
      {
        ...valuesOf(change.facts, categoryId(change.category), change.slug, pictureOf(change.picture)),
        active: change.facts.active,
      },
      change.publish,
    );
  }

  const added: { productId: number; size: NewSize }[] = [
    ...plan.newProducts.flatMap((product) =>
      product.sizes.map((size) => ({ productId: ids.get(product.facts.sku)!, size })),
    ),
    ...plan.changes.flatMap((change) => change.newSizes.map((size) => ({ productId: change.id, size }))),
  ];
  const rows: SizeRow[] = added.map(({ productId, size }) => ({
    productId,
    sortOrder: size.sortOrder,
    facts: size.facts,
  }));
  const sizeIds = await sheet.insertSizes(rows);
  const counts: { id: number; count: number | null }[] = added.flatMap(({ size }, index) =>
    size.facts.stockCount === null ? [] : [{ id: sizeIds[index]!, count: size.facts.stockCount }],
  );
  for (const change of plan.changes) {
    for (const size of change.sizes) {
      if (size.changed) await sheet.updateSize(size.id, size.facts);
      if (size.counted) counts.push({ id: size.id, count: size.facts.stockCount });
    }
  }
  for (const { id, count } of counts) await stock.countIn(tx, id, count, SHEET_STOCK_NOTE, by.staffId);

  await new AuditRepository(tx).write({
    ...by,
    action: 'catalogue.import',
    entity: 'catalogue',
    after: {
      ...context.file,
      ...summary,
      added_skus: plan.newProducts.map((product) => product.facts.sku),
      changed_skus: plan.changes.map((change) => change.facts.sku),
    },
  });
}

/** A product's columns from its facts, as the product form saves them (admin-service.ts `checked`). */
function valuesOf(facts: ProductFacts, categoryId: number, slug: string, image: string): ProductValues {
  const certificate = certificateOf(facts);
  return {
    name: facts.name,
    nameMal: facts.nameMal,
    nameRoman: romanName(facts.nameMal),
    slug,
    sku: facts.sku,
    description: facts.description,
    descriptionMal: facts.descriptionMal,
    categoryId,
    hsnCode: facts.hsnCode,
    gstRatePercent: facts.gstRate,
    featured: facts.featured,
    image,
    shelfLifeMonths: facts.shelfLifeMonths,
    ingredients: facts.ingredients,
    ingredientsMal: facts.ingredientsMal,
    manufacturer: facts.manufacturer,
    countryOfOrigin: facts.countryOfOrigin,
    organicScheme: facts.organicScheme,
    organicCertificateNo: certificate.no,
    organicCertifier: certificate.certifier,
    organicValidUntil: certificate.validUntil,
  };
}
