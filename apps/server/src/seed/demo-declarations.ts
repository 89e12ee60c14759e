/**
 * What each demo product's label declares (issue 35; docs/domain.md "What each product declares"): the net quantity
 * read from the size's label, best before per category (a few products their own), the ingredients in English and
 * Malayalam, and the organic certification. The manufacturer is empty everywhere: the farm makes and packs them all.
 * Demo facts, plausible for a Kerala farm; the certificate numbers are made up.
 */
import type { NetUnit, OrganicScheme } from '@farm/contract';

/** A size's label ("250 g", "1 L", "12 pieces") as its net quantity in grams, millilitres or pieces. */
export function netQuantityOf(label: string): { quantity: number; unit: NetUnit } {
  const match = /^(\d+(?:\.\d+)?)\s*(g|kg|ml|L|pieces?)$/.exec(label.trim());
  if (!match) throw new Error(`The demo size "${label}" does not read as a net quantity`);
  const amount = Number(match[1]);
  const unit = match[2]!;
  if (unit === 'kg') return { quantity: Math.round(amount * 1000), unit: 'g' };
  if (unit === 'L') return { quantity: Math.round(amount * 1000), unit: 'ml' };
  if (unit.startsWith('piece')) return { quantity: amount, unit: 'pc' };
  return { quantity: amount, unit: unit as NetUnit };
}

/** Best before, in months from packing, by category. */
const SHELF_LIFE_BY_CATEGORY: Record<string, number> = {
  oils: 12,
  spices: 12,
  honey: 24,
  pickles: 12,
  snacks: 3,
  grains: 6,
  teas: 12,
};
/** Products that keep longer or shorter than their category. */
const SHELF_LIFE_BY_PRODUCT: Record<string, number> = {
  'nadan-cow-ghee': 9,
  'virgin-coconut-oil': 12,
  'gooseberry-in-honey': 12,
  'garlic-in-honey': 12,
  'achappam-rose-cookies': 2,
  'whole-nutmeg': 24,
  'black-pepper-whole': 24,
};

/** The ingredients as the label lists them, in English and Malayalam. */
const INGREDIENTS: Record<string, [string, string]> = {
  'virgin-coconut-oil': ['Virgin coconut oil (100%)', 'വെർജിൻ വെളിച്ചെണ്ണ (100%)'],
  'cold-pressed-coconut-oil': ['Cold-pressed coconut oil (100%)', 'ചക്കിലാട്ടിയ വെളിച്ചെണ്ണ (100%)'],
  'cold-pressed-sesame-oil': ['Cold-pressed sesame oil (100%)', 'ചക്കിലാട്ടിയ നല്ലെണ്ണ (100%)'],
  'nadan-cow-ghee': ['Ghee from the milk of native cows', 'നാടൻ പശുവിൻ പാലിൽ നിന്നുള്ള നെയ്യ്'],
  'black-pepper-whole': ['Whole black pepper', 'കുരുമുളക്'],
  'black-pepper-powder': ['Ground black pepper', 'കുരുമുളക് പൊടി'],
  'turmeric-powder': ['Ground turmeric', 'മഞ്ഞൾ പൊടി'],
  'dry-ginger-chukku': ['Dried ginger', 'ചുക്ക്'],
  'whole-nutmeg': ['Whole nutmeg', 'ജാതിക്ക'],
  'sambar-powder': [
    'Coriander, red chilli, fenugreek, cumin, black pepper, asafoetida, turmeric, curry leaves',
    'മല്ലി, വറ്റൽമുളക്, ഉലുവ, ജീരകം, കുരുമുളക്, കായം, മഞ്ഞൾ, കറിവേപ്പില',
  ],
  'coconut-chammanthi-podi': [
    'Roasted coconut, red chilli, shallots, tamarind, curry leaves, salt',
    'വറുത്ത തേങ്ങ, വറ്റൽമുളക്, ചുവന്നുള്ളി, പുളി, കറിവേപ്പില, ഉപ്പ്',
  ],
  'raw-farm-honey': ['Raw honey (100%)', 'ശുദ്ധമായ തേൻ (100%)'],
  'stingless-bee-honey': ['Honey of stingless bees (100%)', 'ചെറുതേൻ (100%)'],
  'gooseberry-in-honey': ['Indian gooseberry (50%), honey (50%)', 'നെല്ലിക്ക (50%), തേൻ (50%)'],
  'garlic-in-honey': ['Garlic (40%), honey (60%)', 'വെളുത്തുള്ളി (40%), തേൻ (60%)'],
  'tender-mango-pickle': [
    'Tender mango, salt, chilli powder, mustard, fenugreek, asafoetida, sesame oil',
    'കണ്ണിമാങ്ങ, ഉപ്പ്, മുളകുപൊടി, കടുക്, ഉലുവ, കായം, നല്ലെണ്ണ',
  ],
  'kadumanga-pickle': [
    'Raw mango, salt, chilli powder, mustard, fenugreek, asafoetida, sesame oil',
    'മാങ്ങ, ഉപ്പ്, മുളകുപൊടി, കടുക്, ഉലുവ, കായം, നല്ലെണ്ണ',
  ],
  'lime-pickle': [
    'Lime, salt, chilli powder, ginger, garlic, mustard, fenugreek, sesame oil',
    'നാരങ്ങ, ഉപ്പ്, മുളകുപൊടി, ഇഞ്ചി, വെളുത്തുള്ളി, കടുക്, ഉലുവ, നല്ലെണ്ണ',
  ],
  'garlic-pickle': [
    'Garlic, salt, chilli powder, vinegar, mustard, fenugreek, sesame oil',
    'വെളുത്തുള്ളി, ഉപ്പ്, മുളകുപൊടി, വിനാഗിരി, കടുക്, ഉലുവ, നല്ലെണ്ണ',
  ],
  'bilimbi-pickle': [
    'Bilimbi, salt, chilli powder, mustard, fenugreek, sesame oil',
    'ഇരുമ്പൻപുളി, ഉപ്പ്, മുളകുപൊടി, കടുക്, ഉലുവ, നല്ലെണ്ണ',
  ],
  'kanthari-chilli-pickle': [
    'Kanthari chilli, salt, vinegar, garlic, sesame oil',
    'കാന്താരിമുളക്, ഉപ്പ്, വിനാഗിരി, വെളുത്തുള്ളി, നല്ലെണ്ണ',
  ],
  'nendran-banana-chips': ['Nendran banana, coconut oil, salt', 'നേന്ത്രക്കായ, വെളിച്ചെണ്ണ, ഉപ്പ്'],
  'sharkara-varatti': [
    'Nendran banana, jaggery, coconut oil, dry ginger, cardamom',
    'നേന്ത്രക്കായ, ശർക്കര, വെളിച്ചെണ്ണ, ചുക്ക്, ഏലക്ക',
  ],
  'jackfruit-chips': ['Jackfruit, coconut oil, salt', 'ചക്ക, വെളിച്ചെണ്ണ, ഉപ്പ്'],
  'tapioca-chips': ['Tapioca, coconut oil, salt, chilli powder', 'കപ്പ, വെളിച്ചെണ്ണ, ഉപ്പ്, മുളകുപൊടി'],
  'achappam-rose-cookies': [
    'Rice flour, coconut milk, sugar, egg, sesame, coconut oil',
    'അരിപ്പൊടി, തേങ്ങാപ്പാൽ, പഞ്ചസാര, മുട്ട, എള്ള്, വെളിച്ചെണ്ണ',
  ],
  'kaikuthari-red-rice': ['Hand-pounded red rice', 'കൈക്കുത്തരി'],
  'puttu-podi': ['Roasted red rice flour', 'വറുത്ത ചുവന്ന അരിപ്പൊടി'],
  'pathiri-podi': ['Roasted white rice flour', 'വറുത്ത വെള്ള അരിപ്പൊടി'],
  'nendran-banana-powder': ['Dried nendran banana, ground', 'ഉണക്കിപ്പൊടിച്ച നേന്ത്രക്കായ'],
  'red-rice-flakes': ['Red rice flakes', 'ചുവന്ന അവൽ'],
  'lemongrass-tea': ['Dried lemongrass', 'ഉണക്കിയ ഇഞ്ചിപ്പുല്ല്'],
  'tulsi-tea': ['Dried holy basil leaves', 'ഉണക്കിയ തുളസിയില'],
  'chukku-kappi-mix': [
    'Dry ginger, black pepper, coriander, cumin, palm jaggery',
    'ചുക്ക്, കുരുമുളക്, മല്ലി, ജീരകം, കരിപ്പട്ടി',
  ],
  'robusta-coffee-powder': ['Roasted and ground robusta coffee', 'വറുത്തുപൊടിച്ച റോബസ്റ്റ കാപ്പി'],
  'butterfly-pea-flower-tea': ['Dried butterfly pea flowers', 'ഉണക്കിയ ശംഖുപുഷ്പം'],
};

/** The farm's demo PGS-India certificate: its own crops, certified through a regional council, valid into 2027. */
const PGS = {
  organicScheme: 'pgs' as OrganicScheme,
  organicCertificateNo: 'PGS-IN-KL-2024-01837',
  organicCertifier: 'PGS-India Regional Council, Thrissur (demo)',
  organicValidUntil: '2027-03-31',
};
/** The products the farm grows and certifies; the honey is sold under the small producer's exemption. */
const CERTIFIED = new Set([
  'virgin-coconut-oil',
  'cold-pressed-coconut-oil',
  'black-pepper-whole',
  'black-pepper-powder',
  'turmeric-powder',
  'dry-ginger-chukku',
  'whole-nutmeg',
  'kaikuthari-red-rice',
]);
const EXEMPT = new Set(['raw-farm-honey']);

/** The declaration columns of a demo product. */
export function demoDeclarations(slug: string, category: string) {
  const [ingredients, ingredientsMal] = INGREDIENTS[slug] ?? ['', ''];
  const organic = CERTIFIED.has(slug)
    ? PGS
    : {
        organicScheme: (EXEMPT.has(slug) ? 'exempt' : 'none') as OrganicScheme,
        organicCertificateNo: '',
        organicCertifier: '',
        organicValidUntil: null,
      };
  return {
    shelfLifeMonths: SHELF_LIFE_BY_PRODUCT[slug] ?? SHELF_LIFE_BY_CATEGORY[category] ?? 12,
    ingredients,
    ingredientsMal,
    manufacturer: '',
    countryOfOrigin: 'India',
    ...organic,
  };
}
