import {
  CATALOGUE_ADMIN_MESSAGES,
  CURRENCY,
  HOMEPAGE_PRODUCTS_LIMIT,
  MESSAGES,
  paiseToRupees,
  RELATED_PRODUCTS_LIMIT,
  seasonOf,
  todayInIndia,
  type CategoryWithProducts,
  type HomepageResponse,
  type ProductResponse,
  type ProductSummary,
  type Review,
  type SearchResult,
} from '@farm/contract';
import { GoneError, NotFoundError } from '../../shared/errors.js';
import { toJsonBody, type ReadCache, type StoredBody } from '../../shared/read-cache.js';
import { groupBy } from '../../shared/group-by.js';
import { describe } from './description.js';
import { ratingOf, toDeclarations, toProductSummary, toReview } from './mappers.js';
import { hasMalayalam } from './romanise.js';
import { rankSearch, searchTerms } from './search-terms.js';
import type { CatalogueRepository, CategoryRow } from './repository.js';

interface SnapshotProduct {
  summary: ProductSummary;
  featured: boolean;
  /** The months it is in season (contract seasons.ts mask); 0 = all year. */
  seasonMonths: number;
  /** The crops it is made from. */
  cropIds: number[];
  categoryName: string;
  categoryNameMal: string;
}

/** Every active product and category, loaded with three queries and shared by the list calls until a change. */
interface CatalogueSnapshot {
  categories: CategoryRow[];
  products: SnapshotProduct[];
  byCategory: Map<number, SnapshotProduct[]>;
  byId: Map<number, SnapshotProduct>;
}

/** A product's stored answer with the object it was made from. */
export interface ProductAnswer extends StoredBody {
  answer: ProductResponse;
}

export class CatalogueService {
  constructor(
    private readonly repo: CatalogueRepository,
    private readonly cache: ReadCache,
  ) {}

  private snapshot(): Promise<CatalogueSnapshot> {
    return this.cache.get('catalogue:snapshot', async () => {
      const [categories, products, sizes] = await Promise.all([
        this.repo.listCategories(),
        this.repo.listActiveProducts(),
        this.repo.listSizes(),
      ]);
      const sizesByProduct = groupBy(sizes, (size) => size.productId);
      const categoryNames = new Map(categories.map((category) => [category.id, category]));
      const all = products.map((product) => ({
        summary: toProductSummary(product, sizesByProduct.get(product.id) ?? []),
        featured: product.featured,
        seasonMonths: product.seasonMonths,
        cropIds: product.cropIds,
        categoryName: categoryNames.get(product.categoryId)?.name ?? '',
        categoryNameMal: categoryNames.get(product.categoryId)?.nameMal ?? '',
      }));
      return {
        categories,
        products: all,
        byCategory: groupBy(all, (p) => p.summary.category_id),
        byId: new Map(all.map((p) => [p.summary.id, p])),
      };
    });
  }

  /** The shown products made from a crop (its page's "Products made from …" cards), in the shop's order. */
  async productsOfCrop(cropId: number): Promise<ProductSummary[]> {
    const snapshot = await this.snapshot();
    return snapshot.products.filter((p) => p.cropIds.includes(cropId)).map((p) => p.summary);
  }

  /** The shown seasonal products with their months (contract mask), in the shop's order: the seasons page's. */
  async seasonalProducts(): Promise<{ summary: ProductSummary; seasonMonths: number }[]> {
    const snapshot = await this.snapshot();
    return snapshot.products
      .filter((p) => p.seasonMonths !== 0)
      .map(({ summary, seasonMonths }) => ({ summary, seasonMonths }));
  }

  async categoriesWithProducts(): Promise<CategoryWithProducts[]> {
    const snapshot = await this.snapshot();
    return snapshot.categories.map((category) => ({
      id: category.id,
      name: category.name,
      name_mal: category.nameMal,
      image: category.image,
      products: (snapshot.byCategory.get(category.id) ?? []).map((p) => p.summary),
    }));
  }

  async categoryProducts(categoryId: number): Promise<ProductSummary[]> {
    const snapshot = await this.snapshot();
    if (!snapshot.categories.some((category) => category.id === categoryId)) {
      throw new NotFoundError(MESSAGES.categoryNotFound);
    }
    return (snapshot.byCategory.get(categoryId) ?? []).map((p) => p.summary);
  }

  async homepage(): Promise<HomepageResponse> {
    const [snapshot, banners, certificates, videos] = await Promise.all([
      this.snapshot(),
      this.repo.listBanners(),
      this.repo.listCertificates(),
      this.repo.listVideos(),
    ]);
    const featured = snapshot.products.filter((p) => p.featured);
    // A shop that has not featured anything yet still shows products on its home page.
    const shown = (featured.length > 0 ? featured : snapshot.products).slice(0, HOMEPAGE_PRODUCTS_LIMIT);
    return {
      currency: CURRENCY,
      homeVideoInGallary: banners,
      products: shown.map((p) => p.summary),
      certificates,
      videoYoutube: videos,
      categories: snapshot.categories.map(({ id, name, nameMal, image }) => ({
        id,
        name,
        name_mal: nameMal,
        image,
      })),
    };
  }

  /**
   * The shown products a shopper's words find, best first, up to `limit`, and how many in all: names in English or
   * Malayalam, typed in Malayalam letters or in English letters as they are said ("velichenna"), with typos
   * ("cocnut"), and words of the descriptions, ranked below the names (repository `search`). An empty text finds
   * nothing.
   */
  async search(text: string, limit?: number): Promise<{ results: SearchResult[]; total: number }> {
    const terms = searchTerms(text);
    if (terms.length === 0) return { results: [], total: 0 };
    const [rows, snapshot] = await Promise.all([this.repo.search(text.trim(), terms), this.snapshot()]);
    // In the shop's order first, so equals stay in it; the summaries are the lists' own (one snapshot), and a product
    // changed meanwhile is left out until the next search.
    const order = new Map(snapshot.products.map((product, index) => [product.summary.id, index]));
    const inShopOrder = rows
      .filter((row) => order.has(row.id))
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    // Among equals, the shorter name in the language typed is closer to it.
    const malayalam = hasMalayalam(text);
    const nameLength = (id: number) => {
      const summary = snapshot.byId.get(id)?.summary;
      return (malayalam ? summary?.product_name_mal : summary?.product_name)?.length ?? 0;
    };
    const found = rankSearch(inShopOrder, nameLength).flatMap((id) => snapshot.byId.get(id) ?? []);
    const results = (limit === undefined ? found : found.slice(0, limit)).map((product) => ({
      ...product.summary,
      category_name: product.categoryName,
      category_name_mal: product.categoryNameMal,
    }));
    return { results, total: found.length };
  }

  /**
   * The product's answer as the API sends it, kept serialised in the per-key cache together with the object it was
   * made from: the product's page (its head and JSON-LD) and its API call, which the page carries, share one read.
   */
  async productAnswer(id: number): Promise<ProductAnswer> {
    return this.cache.getBounded(`json:product:${id}`, async () => {
      const answer = await this.product(id);
      const json = toJsonBody(answer);
      // The object takes about twice its JSON's bytes in memory.
      return { ...json, answer, heldBytes: 2 * json.body.length };
    });
  }

  async product(id: number): Promise<ProductResponse> {
    const product = await this.repo.findActiveProduct(id);
    if (!product) {
      // A hidden product is withdrawn, not missing: 410 with the category the shopper may go to instead.
      const hidden = await this.repo.findHiddenProductCategory(id);
      if (hidden) throw new GoneError(CATALOGUE_ADMIN_MESSAGES.productGone, hidden);
      throw new NotFoundError(MESSAGES.productNotFound);
    }
    const [sizes, images, reviewRows, snapshot] = await Promise.all([
      this.repo.listSizes([id]),
      this.repo.listProductImages(id),
      this.repo.listReviews(id),
      this.snapshot(),
    ]);
    const related = (snapshot.byCategory.get(product.categoryId) ?? [])
      .filter((p) => p.summary.id !== id)
      .slice(0, RELATED_PRODUCTS_LIMIT)
      .map((p) => p.summary);
    const category = snapshot.categories.find((c) => c.id === product.categoryId);
    return {
      product: {
        ...toProductSummary(product, sizes),
        // The farm's Markdown rendered here, sanitised as its pages are: no Markdown library in the storefront.
        description_html: describe(product.description).html,
        description_mal_html: describe(product.descriptionMal).html,
        category_name: category?.name ?? '',
        category_name_mal: category?.nameMal ?? '',
        images,
        sizes: sizes.map((size) => ({
          id: size.id,
          size: size.size,
          weight: size.weightGrams,
          in_stock: size.inStock && size.stockCount !== 0,
          stock_left: size.stockCount,
          net_quantity: size.netQuantity,
          net_unit: size.netUnit,
          label_image: size.labelImage,
        })),
        prices: sizes.map((size) => ({
          id: size.priceId,
          product_size_id: size.id,
          original_price: paiseToRupees(size.originalPricePaise),
          offer_price: paiseToRupees(size.offerPricePaise),
        })),
        ...toDeclarations(product, todayInIndia()),
        video: product.video,
        video_link: product.videoLink,
        reviews: reviewRows.map(toReview),
        rating: ratingOf(reviewRows),
        // The months only, never "in season now": this answer is cached until the content changes, and the month may
        // turn meanwhile, so the page works the line out from the months with the contract's helper (seasonLine).
        season: seasonOf(product.seasonMonths, product.seasonNote, product.seasonNoteMal),
        crops: product.crops,
      },
      related_products: related,
    };
  }

  async productReviews(productId: number): Promise<Review[]> {
    const snapshot = await this.snapshot();
    if (!snapshot.byId.has(productId)) {
      throw new NotFoundError(MESSAGES.productNotFound);
    }
    return (await this.repo.listReviews(productId)).map(toReview);
  }
}
