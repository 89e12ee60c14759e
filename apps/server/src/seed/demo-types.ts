/**
 * The shape of the demo shop's content. `demo-data.ts` fills it; `images/` draws every picture it names;
 * `seed.ts` writes both. Prices here are rupees (the seed converts to paise); weights are grams.
 */
import type { CropCategory, ShippingZone } from '@farm/contract';

/** A file name in the fluentui-emoji package's `icons/flat/` folder, without `.svg` (e.g. 'coconut'). */
export type Motif = string;

export type Container = 'bottle' | 'jar' | 'pouch' | 'packet' | 'box' | 'tin';

export interface ProductArt {
  /** What the product is packed in; decides the drawing of the pack. */
  container: Container;
  /** The subject drawn on the label and beside the pack. */
  motif: Motif;
  /** Label colour, `#rrggbb`. */
  colour: string;
}

export interface DemoSize {
  size: string; // "250 g", "1 L"
  weight_grams: number; // shipping weight of one unit
  original_price: number; // rupees
  offer_price?: number; // rupees, below original_price; absent = no offer
  in_stock?: boolean; // absent = true
}

export interface DemoCategory {
  key: string; // referenced by products
  name: string;
  name_mal: string;
  description: string;
  description_mal?: string; // Malayalam (demo-malayalam.ts); absent or empty shows the English
  image: string; // file in uploads/categories/
  motif: Motif;
  colour: string;
}

export interface DemoProduct {
  category: string; // DemoCategory.key
  product_name: string;
  product_name_mal: string;
  product_slug: string; // lowercase words joined by '-', unique
  sku: string; // unique
  description: string; // plain text, paragraphs separated by "\n\n"
  description_mal?: string; // the same in Malayalam (demo-malayalam.ts); absent or empty shows the English
  image: string; // main image, file in uploads/products/
  gallery: string[]; // 1..3 more files in uploads/products/; gallery[i] is drawn as view i (see images/)
  art: ProductArt;
  featured?: boolean; // shown in the homepage's product list
  video_link?: string;
  sizes: DemoSize[]; // 1..3
}

export interface DemoCrop {
  name: string;
  name_mala: string;
  category: CropCategory;
  image: string; // file in uploads/what_in_farm/
  gallery: string[]; // 2..4 files in uploads/what_in_farm/gallery/
  motif: Motif;
  description: string; // short introduction
  description1: string; // how it is grown
  description2: string; // harvest and season
  description3: string; // what the farm makes of it / uses
  description4: string; // care, soil, water
  description5: string; // key features as HTML: <ul><li>..</li></ul> (sanitised when stored)
  /** The same texts in Malayalam (demo-malayalam.ts); absent or empty shows the English. */
  description_mal?: string;
  description1_mal?: string;
  description2_mal?: string;
  description3_mal?: string;
  description4_mal?: string;
  description5_mal?: string;
}

export interface DemoCertificate {
  title: string | null;
  image: string; // file in uploads/certificates/
  /** What the drawn certificate says (it is the demo's own, not a copy of a real mark). */
  issuer: string;
  colour: string;
}

export interface DemoVideo {
  title: string | null;
  image: string; // thumbnail, file in uploads/video/
  video: string; // link address opened in a new tab
  motif: Motif;
}

export interface DemoBanner {
  image: string; // poster, file in uploads/video/
  video: string | null; // file in uploads/video/, or null when the banner has only its poster
  motif: Motif;
}

export interface DemoSlab {
  zone: ShippingZone;
  min_weight_grams: number;
  max_weight_grams: number | null; // null: open upper bound (last slab)
  charge: number; // rupees
}

export interface DemoShop {
  name: string;
  tagline: string;
  contact_email: string;
  orders_email: string;
  phone_primary: string;
  phone_secondary: string;
  whatsapp_number: string; // 10 digits, no country code
  website: string;
  farm_address: string;
  outlet_address: string;
  /** The name, tagline and addresses in Malayalam (demo-malayalam.ts). */
  name_mal?: string;
  tagline_mal?: string;
  farm_address_mal?: string;
  outlet_address_mal?: string;
  youtube_url: string;
  instagram_url: string;
  facebook_url: string;
  order_prefix: string; // e.g. "SF"
}

export interface DemoData {
  shop: DemoShop;
  categories: DemoCategory[];
  products: DemoProduct[];
  crops: DemoCrop[];
  certificates: DemoCertificate[];
  videos: DemoVideo[];
  banners: DemoBanner[];
  slabs: DemoSlab[];
}
