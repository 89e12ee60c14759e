import {
  CATALOGUE_ADMIN_MESSAGES,
  CURRENCY,
  HOMEPAGE_PRODUCTS_LIMIT,
  MESSAGES,
  paiseToRupees,
  RELATED_PRODUCTS_LIMIT,
  type CategoryWithProducts,
  type HomepageResponse,
  type ProductResponse,
  type ProductSummary,
  type Review,
  type SearchResult,
} from '@farm/contract';
import { GoneError, NotFoundError } from '../../shared/errors.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { groupBy } from '../../shared/group-by.js';
import { ratingOf, toProductSummary, toReview } from './mappers.js';
import type { CatalogueRepository, CategoryRow } from './repository.js';

interface SnapshotProduct {
  summary: ProductSummary;
  featured: boolean;
  /** Lower-cased English and Malayalam names, for search. */
  haystack: string;
  categoryName: string;
}

/** Every active product and category, loaded with three queries and shared by the list calls until a change. */
interface CatalogueSnapshot {
  categories: CategoryRow[];
  products: SnapshotProduct[];
  byCategory: Map<number, SnapshotProduct[]>;
  byId: Map<number, SnapshotProduct>;
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
      const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
      const all = products.map((product) => ({
        summary: toProductSummary(product, sizesByProduct.get(product.id) ?? []),
        featured: product.featured,
        haystack: `${product.name}\n${product.nameMal}`.toLowerCase(),
        categoryName: categoryNames.get(product.categoryId) ?? '',
      }));
      return {
        categories,
        products: all,
        byCategory: groupBy(all, (p) => p.summary.category_id),
        byId: new Map(all.map((p) => [p.summary.id, p])),
      };
    });
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

  /** Products whose English or Malayalam name contains `text`, ignoring case; an empty text finds nothing. */
  /** Products whose name contains the text, up to `limit`, and how many match in all. */
  async search(text: string, limit?: number): Promise<{ results: SearchResult[]; total: number }> {
    const needle = text.trim().toLowerCase();
    if (needle === '') return { results: [], total: 0 };
    const snapshot = await this.snapshot();
    const results: SearchResult[] = [];
    let total = 0;
    for (const product of snapshot.products) {
      if (!product.haystack.includes(needle)) continue;
      total += 1;
      if (limit === undefined || results.length < limit) {
        results.push({ ...product.summary, category_name: product.categoryName });
      }
    }
    return { results, total };
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
        category_name: category?.name ?? '',
        category_name_mal: category?.nameMal ?? '',
        images,
        sizes: sizes.map((size) => ({
          id: size.id,
          size: size.size,
          weight: size.weightGrams,
          in_stock: size.inStock && size.stockCount !== 0,
          stock_left: size.stockCount,
        })),
        prices: sizes.map((size) => ({
          id: size.priceId,
          product_size_id: size.id,
          original_price: paiseToRupees(size.originalPricePaise),
          offer_price: paiseToRupees(size.offerPricePaise),
        })),
        video: product.video,
        video_link: product.videoLink,
        reviews: reviewRows.map(toReview),
        rating: ratingOf(reviewRows),
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
