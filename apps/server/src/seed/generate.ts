/**
 * A large generated catalogue beside the demo data, for the benchmarks (`node apps/server/dist/cli.js
 * generate-catalogue --products 1000 --categories 20`). Plain generated names; the pictures reuse the demo's files
 * so every image exists. A few bulk statements in one transaction; the demo's rows and ids are left as they are.
 */
import { max } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { categories, productImages, productPrices, productSizes, products } from '../db/schema.js';
import { withTransaction } from '../db/transaction.js';
import { romanName } from '../modules/catalogue/index.js';
import { demoData } from './demo-data.js';
import type { DemoData } from './demo-types.js';

export interface GenerateOptions {
  products: number;
  categories: number;
  data?: DemoData;
  /**
   * Names and descriptions: `plain` ("Bench Product 7"), or `demo`, the demo's products' own in turn with a number
   * (names in both languages and whole descriptions, as the search benchmark needs them).
   */
  names?: 'plain' | 'demo';
}

export interface GenerateResult {
  categories: number;
  products: number;
  sizes: number;
  images: number;
}

/** The benchmarks' sizes: the net quantity on the label and the shipping weight (kept as before, for the prices). */
const SIZES = [
  { size: '250 g', netGrams: 250, weightGrams: 250 },
  { size: '500 g', netGrams: 500, weightGrams: 500 },
  { size: '1 kg', netGrams: 1000, weightGrams: 1000 },
];

/** Rows per insert statement, well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 2000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function generateCatalogue(
  database: Database,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const data = options.data ?? demoData;
  if (!Number.isInteger(options.products) || options.products < 1) throw new Error('--products must be >= 1');
  if (!Number.isInteger(options.categories) || options.categories < 1)
    throw new Error('--categories must be >= 1');
  const productPictures = data.products.map((p) => p.image);
  const categoryPictures = data.categories.map((c) => c.image);

  return withTransaction(database.db, async (db) => {
    // Numbers continue after any earlier run, so slugs and SKUs stay unique when it runs twice.
    const [{ last } = { last: 0 }] = await db.select({ last: max(products.id) }).from(products);
    const base = (last ?? 0) + 1;
    const [{ lastCategory } = { lastCategory: 0 }] = await db
      .select({ lastCategory: max(categories.sortOrder) })
      .from(categories);

    const categoryRows = await db
      .insert(categories)
      .values(
        Array.from({ length: options.categories }, (_, i) => ({
          name: `Bench Category ${base + i}`,
          description: `Generated category ${i + 1} of ${options.categories}.`,
          image: categoryPictures[i % categoryPictures.length]!,
          sortOrder: (lastCategory ?? 0) + i + 1,
        })),
      )
      .returning({ id: categories.id });

    const productValues = Array.from({ length: options.products }, (_, i) => {
      const n = base + i;
      const like = options.names === 'demo' ? data.products[i % data.products.length] : undefined;
      return {
        categoryId: categoryRows[i % categoryRows.length]!.id,
        name: like ? `${like.product_name} ${n}` : `Bench Product ${n}`,
        nameMal: like?.product_name_mal ?? '',
        nameRoman: like ? romanName(like.product_name_mal) : '',
        slug: `bench-product-${n}`,
        sku: `BENCH-${n}`,
        description: like
          ? like.description
          : `Generated product ${n} for the benchmarks: a plain description of a farm product.`,
        descriptionMal: like?.description_mal ?? '',
        image: productPictures[i % productPictures.length]!,
        featured: false,
        sortOrder: 1000 + i,
        // Generated products are in the shop, as the demo's are (not drafts).
        publishedAt: new Date(),
      };
    });
    const productRows: { id: number }[] = [];
    await insertChunked(productValues, async (chunk) => {
      productRows.push(...(await db.insert(products).values(chunk).returning({ id: products.id })));
    });

    // One to three sizes each; every size in stock.
    const sizeValues = productRows.flatMap(({ id }, i) =>
      SIZES.slice(0, 1 + (i % SIZES.length)).map((s, order) => ({
        productId: id,
        size: s.size,
        weightGrams: s.weightGrams,
        netQuantity: s.netGrams,
        netUnit: 'g' as const,
        inStock: true,
        sortOrder: order + 1,
      })),
    );
    const sizeRows: { id: number; weightGrams: number }[] = [];
    await insertChunked(sizeValues, async (chunk) => {
      sizeRows.push(
        ...(await db
          .insert(productSizes)
          .values(chunk)
          .returning({ id: productSizes.id, weightGrams: productSizes.weightGrams })),
      );
    });
    const priceValues = sizeRows.map((size, i) => {
      const originalPricePaise = (100 + ((i * 37) % 400)) * size.weightGrams; // ₹1–₹5 per gram band
      return {
        productSizeId: size.id,
        originalPricePaise,
        offerPricePaise: i % 3 === 0 ? Math.round(originalPricePaise * 0.9) : 0,
      };
    });
    await insertChunked(priceValues, (chunk) => db.insert(productPrices).values(chunk));

    const imageValues = productRows.flatMap(({ id }, i) =>
      [1, 2].map((order) => ({
        productId: id,
        image: productPictures[(i + order) % productPictures.length]!,
        sortOrder: order,
      })),
    );
    await insertChunked(imageValues, (chunk) => db.insert(productImages).values(chunk));

    return {
      categories: categoryRows.length,
      products: productRows.length,
      sizes: sizeRows.length,
      images: imageValues.length,
    };
  });
}
