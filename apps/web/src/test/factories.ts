import type {
  CategoryWithProducts,
  HomepageResponse,
  ProductDetail,
  ProductSummary,
  SiteResponse,
} from '@farm/contract';

export function summary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 1,
    product_name: 'Virgin Coconut Oil',
    product_name_mal: 'വെർജിൻ വെളിച്ചെണ്ണ',
    product_slug: 'virgin-coconut-oil',
    image: 'virgin-coconut-oil.svg',
    image_url: '/uploads/products/virgin-coconut-oil.svg',
    description: 'Cold-pressed from fresh coconuts on our farm.',
    sku: 'OIL-VCO-001',
    category_id: 1,
    price: 250,
    selling_price: 225,
    in_stock: true,
    baseprices: [
      { original_price: 250, offer_price: 225 },
      { original_price: 480, offer_price: 0 },
    ],
    ...overrides,
  };
}

export function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...summary(),
    category_name: 'Oils',
    images: [{ id: 1, image: 'virgin-coconut-oil-2.svg' }],
    sizes: [
      { id: 11, size: '500 ml', weight: 560, in_stock: true },
      { id: 12, size: '1 L', weight: 1050, in_stock: true },
      { id: 13, size: '2 L', weight: 2100, in_stock: false },
    ],
    prices: [
      { id: 21, product_size_id: 11, original_price: 250, offer_price: 225 },
      { id: 22, product_size_id: 12, original_price: 480, offer_price: 0 },
      { id: 23, product_size_id: 13, original_price: 900, offer_price: 0 },
    ],
    video: null,
    video_link: null,
    reviews: [],
    rating: { average: 0, count: 0 },
    ...overrides,
  };
}

export function category(id: number, name: string, products: ProductSummary[]): CategoryWithProducts {
  return { id, name, image: `${name}.svg`, products };
}

export const site: SiteResponse = {
  name: 'Test Farm',
  tagline: 'Grown with care',
  emails: { contact: 'hello@farm.example', orders: 'orders@farm.example' },
  phones: ['+91 90000 00001'],
  whatsapp_number: '9000000001',
  website: 'https://farm.example',
  addresses: { farm: 'Wandoor', outlet: 'Manjeri' },
  social: { youtube: '', instagram: '', facebook: '' },
  payment: { gateway: 'sandbox', test_mode: true, cod_enabled: false },
};

/** The home data with only the given categories (what the menus, footer and category pages read from it). */
export function homeWithCategories(categories: { id: number; name: string }[]): HomepageResponse {
  return {
    currency: 'INR',
    homeVideoInGallary: [],
    products: [],
    certificates: [],
    videoYoutube: [],
    categories: categories.map((c) => ({ ...c, image: `${c.id}.svg` })),
  };
}
