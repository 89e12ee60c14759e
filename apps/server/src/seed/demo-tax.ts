// The demo shop's GST facts: its registration (made up, in the right shape with a valid check character: 32 is
// Kerala's state code) and each product's HSN code. Rates are those in force for these foods since the GST rate
// change of 22 September 2025, when packaged edible oils, ghee, spices, honey, pickles, chips, rice products, tea and
// coffee all carry 5 %.

export const DEMO_SHOP_TAX = {
  legalName: 'Pachakkuda Organic Farm Producer Company (demo)',
  gstin: '32AABCP1234M1ZO',
  invoiceAddress: 'Kalikavu Road, Wandoor, Malappuram District, Kerala 679328',
};

/** HSN code by category, with the products whose code differs. */
const HSN_BY_CATEGORY: Record<string, string> = {
  oils: '1513',
  spices: '0910',
  honey: '0409',
  pickles: '2001',
  snacks: '2008',
  grains: '1102',
  teas: '0902',
};

const HSN_BY_PRODUCT: Record<string, string> = {
  'cold-pressed-sesame-oil': '1515',
  'nadan-cow-ghee': '0405',
  'black-pepper-whole': '0904',
  'black-pepper-powder': '0904',
  'whole-nutmeg': '0908',
  'coconut-chammanthi-podi': '2106',
  'gooseberry-in-honey': '2008',
  'garlic-in-honey': '2008',
  'tapioca-chips': '2106',
  'achappam-rose-cookies': '1905',
  'kaikuthari-red-rice': '1006',
  'nendran-banana-powder': '1106',
  'red-rice-flakes': '1904',
  'lemongrass-tea': '1211',
  'butterfly-pea-flower-tea': '1211',
  'robusta-coffee-powder': '0901',
  'chukku-kappi-mix': '2101',
};

export const DEMO_GST_RATE_PERCENT = 5;

export function demoHsnCode(slug: string, categoryKey: string): string {
  return HSN_BY_PRODUCT[slug] ?? HSN_BY_CATEGORY[categoryKey] ?? '';
}
