/**
 * The tests' data, in one place: the customer, her Kerala address, the cart's coconut oil and honey, an order, the
 * shop's details, products, categories and crops, each as the API sends it (typed by the contract). A test changes
 * only what it is about: `makeAddress({ city: 'Kochi' })`.
 */
import type {
  Address,
  CartItem,
  CategoryWithProducts,
  Crop,
  HomepageResponse,
  Order,
  ProductDetail,
  ProductSummary,
  SiteResponse,
  User,
} from '@farm/contract';

// ------------------------------------------------------------------------------------------------- the catalogue

export function makeProductSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 1,
    product_name: 'Virgin Coconut Oil',
    product_name_mal: 'വെർജിൻ വെളിച്ചെണ്ണ',
    product_slug: 'virgin-coconut-oil',
    image: 'virgin-coconut-oil.svg',
    image_url: '/uploads/products/virgin-coconut-oil.svg',
    description: 'Cold-pressed from fresh coconuts on our farm.',
    description_mal: '',
    sku: 'OIL-VCO-001',
    category_id: 1,
    price: 250,
    selling_price: 225,
    in_stock: true,
    baseprices: [
      { original_price: 250, offer_price: 225, size: '500 ml' },
      { original_price: 480, offer_price: 0, size: '1 L' },
    ],
    ...overrides,
  };
}

export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...makeProductSummary(),
    season: null,
    crops: [],
    description_html: '<p>Cold-pressed from fresh coconuts on our farm.</p>',
    description_mal_html: '',
    category_name: 'Oils',
    category_name_mal: '',
    images: [{ id: 1, image: 'virgin-coconut-oil-2.svg' }],
    sizes: [
      {
        id: 11,
        size: '500 ml',
        weight: 560,
        in_stock: true,
        net_quantity: 500,
        net_unit: 'ml',
        label_image: 'vco-label.jpg',
      },
      {
        id: 12,
        size: '1 L',
        weight: 1050,
        in_stock: true,
        net_quantity: 1000,
        net_unit: 'ml',
        label_image: null,
      },
      {
        id: 13,
        size: '2 L',
        weight: 2100,
        in_stock: false,
        net_quantity: 2000,
        net_unit: 'ml',
        label_image: null,
      },
    ],
    prices: [
      { id: 21, product_size_id: 11, original_price: 250, offer_price: 225 },
      { id: 22, product_size_id: 12, original_price: 480, offer_price: 0 },
      { id: 23, product_size_id: 13, original_price: 900, offer_price: 0 },
    ],
    shelf_life_months: 12,
    ingredients: 'Virgin coconut oil (100%)',
    ingredients_mal: 'വെർജിൻ വെളിച്ചെണ്ണ (100%)',
    manufacturer: '',
    country_of_origin: 'India',
    organic: {
      scheme: 'pgs',
      certificate_no: 'PGS-IN-KL-2024-01837',
      certifier: 'PGS-India Regional Council, Thrissur',
      valid_until: '2099-03-31',
      claim: 'certified',
    },
    video: null,
    video_link: null,
    reviews: [],
    rating: { average: 0, count: 0 },
    ...overrides,
  };
}

export function makeCategory(id: number, name: string, products: ProductSummary[]): CategoryWithProducts {
  return { id, name, name_mal: '', image: `${name}.svg`, products };
}

/** The home data with only the given categories (what the menus, footer and category pages read from it). */
export function homeWithCategories(categories: { id: number; name: string }[]): HomepageResponse {
  return {
    currency: 'INR',
    homeVideoInGallary: [],
    products: [],
    certificates: [],
    videoYoutube: [],
    categories: categories.map((c) => ({ name_mal: '', ...c, image: `${c.id}.svg` })),
  };
}

// ---------------------------------------------------------------------------------------------------- the shop
export function makeSite(overrides: Partial<SiteResponse> = {}): SiteResponse {
  return {
    name: 'Pachakkuda Organic Farm',
    open: true,
    tagline: 'We plant with the rains.',
    name_mal: '',
    tagline_mal: '',
    emails: { contact: 'hello@farm.example', orders: 'orders@farm.example' },
    phones: ['+91 94471 26830', '+91 98952 47161'],
    whatsapp_number: '9447126830',
    website: 'https://www.farm.example',
    addresses: {
      farm: 'Kalikavu Road, Wandoor, Kerala 679328',
      outlet: 'Near Bus Stand, Manjeri, Kerala 676121',
      farm_mal: '',
      outlet_mal: '',
    },
    social: { youtube: '', instagram: '', facebook: '' },
    payment: { gateway: 'sandbox', test_mode: true, cod_enabled: false },
    ...overrides,
  };
}

// ------------------------------------------------------------------------------------------------ the farm
/** A crop as the API sends it, for the farm pages. */
export function makeCrop(overrides: Partial<Crop> = {}): Crop {
  return {
    id: 3,
    name: 'Coconut',
    name_mala: 'തെങ്ങ്',
    category: 'main',
    season: null,
    image: 'coconut.svg',
    images: [
      { id: 1, image: 'coconut-g1.svg' },
      { id: 2, image: 'coconut-g2.svg' },
    ],
    description: 'Coconut palms are the backbone of our farm.',
    description1: 'Seedlings are raised from our best mother palms.',
    description2: 'A climber comes every 45 days.',
    description3: 'Mature nuts become copra for our chakku oil.',
    description4: 'We irrigate the palms weekly in the dry months.',
    description5:
      '<ul><li><strong>About 450 palms</strong> in rows</li><li>Harvested every 45 days</li></ul>',
    description_mal: '',
    description1_mal: '',
    description2_mal: '',
    description3_mal: '',
    description4_mal: '',
    description5_mal: '',
    ...overrides,
  };
}

// ------------------------------------------------------------------------------------------------ the customer
export const TEST_USER: User = {
  id: 7,
  name: 'Anjali Menon',
  email: 'anjali@example.com',
  mobile: '9876543210',
  gender: 'Female',
  store_id: 1,
};
export const TEST_TOKEN = '12|secret';

/** Anjali's home in Manjeri (Kerala), her default address. */
export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 5,
    first_name: 'Anjali',
    last_name: 'Menon',
    name: 'Anjali Menon',
    address: 'Thekkumpuram House, Temple Road',
    line1: 'Thekkumpuram House, Temple Road',
    landmark: 'Near the Shiva temple',
    city: 'Manjeri',
    state_id: 1,
    state: 'Kerala',
    country_id: 1,
    country: 'India',
    pincode: '676121',
    zip: '676121',
    phone_number: '9876543210',
    deafult: 1,
    is_default: true,
    ...overrides,
  };
}

// -------------------------------------------------------------------------------------------- cart and orders
export const OIL: CartItem = {
  id: 1,
  sizeId: 11,
  priceId: 111,
  product_name: 'Cold-pressed coconut oil',
  image: 'coconut-oil.jpg',
  size: '1 L',
  selectPrice: 399,
  price: 450,
  quantity: 2,
};
export const HONEY: CartItem = {
  id: 2,
  sizeId: 21,
  priceId: 211,
  product_name: 'Wild honey',
  image: 'honey.jpg',
  size: '500 g',
  selectPrice: 325,
  price: 325,
  quantity: 1,
};

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    order_no: 'SF-000042',
    date: '2026-11-21T09:30:00.000Z',
    status: 'Placed',
    delivery_status: 'Placed',
    payment_method: 'RAZORPAY',
    payment_status: 'Paid',
    amount: 1123,
    shipping_charge: 60,
    total_amount: 1183,
    items_count: 3,
    refunded_amount: 0,
    special_instructions: null,
    address: {
      first_name: 'Anjali',
      last_name: 'Menon',
      address: 'Thekkumpuram House, Temple Road',
      landmark: null,
      city: 'Manjeri',
      state_id: 1,
      state: 'Kerala',
      pincode: '676121',
      phone_number: '9876543210',
    },
    billing_first_name: 'Anjali',
    billing_city: 'Manjeri',
    billing_state: 'Kerala',
    billing_post_code: '676121',
    items: [
      {
        id: 1,
        product_id: 1,
        product_size_id: 11,
        size: '1 L',
        quantity: 2,
        price: 399,
        total_amount: 798,
        product: {
          id: 1,
          product_name: 'Cold-pressed coconut oil',
          product_name_mal: '',
          product_slug: 'coconut-oil',
          image: 'coconut-oil.jpg',
        },
      },
      {
        id: 2,
        product_id: 2,
        product_size_id: 21,
        size: '500 g',
        quantity: 1,
        price: 325,
        total_amount: 325,
        product: {
          id: 2,
          product_name: 'Wild honey',
          product_name_mal: '',
          product_slug: 'wild-honey',
          image: 'honey.jpg',
        },
      },
    ],
    ...overrides,
  };
}
