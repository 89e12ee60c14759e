/**
 * The demo's seasons (issue 37): when the farm harvests each crop in Kerala, the products that follow a harvest, and
 * which crop each product is made from. Months are 1..12 (contract seasons.ts); a product sold the same all year
 * (coconut oil, chips, pickles, flours) has no season but still links to its crop. Facts: black pepper is harvested
 * December–February, ginger December–February, turmeric January–March, mango March–May, jackfruit March–July,
 * nutmeg June–August; the honey bees' main flow is February–May.
 */

export interface DemoSeason {
  months: number[];
  note?: string;
  note_mal?: string;
}

const PEPPER: DemoSeason = {
  months: [12, 1, 2],
  note: 'Picked when the first berries on a spike turn red, then sun-dried on the farm.',
  note_mal: 'തിരിയിലെ ആദ്യ മണികൾ ചുവക്കുമ്പോൾ പറിച്ച്, ഫാമിൽ തന്നെ വെയിലത്ത് ഉണക്കുന്നു.',
};
const GINGER: DemoSeason = { months: [12, 1, 2] };
const TURMERIC: DemoSeason = { months: [1, 2, 3] };
const NUTMEG: DemoSeason = { months: [6, 7, 8] };
const HONEY: DemoSeason = {
  months: [2, 3, 4, 5],
  note: 'The main flow, when the rubber, coconut and wild flowers bloom.',
  note_mal: 'റബ്ബറും തെങ്ങും കാട്ടുപൂക്കളും പൂക്കുന്ന പ്രധാന തേൻകാലം.',
};
const MANGO: DemoSeason = { months: [3, 4, 5] };
const JACKFRUIT: DemoSeason = { months: [3, 4, 5, 6, 7] };

/** Crops by their demo name. */
export const DEMO_CROP_SEASONS: Record<string, DemoSeason> = {
  'Black Pepper': PEPPER,
  Ginger: GINGER,
  Turmeric: TURMERIC,
  Nutmeg: NUTMEG,
  'Honey Bees': HONEY,
  Mango: MANGO,
  Jackfruit: JACKFRUIT,
};

/** Products by their demo SKU: the season (none = sold all year) and the crops (by name) they are made from. */
export const DEMO_PRODUCT_SEASONS: Record<string, { season?: DemoSeason; crops: string[] }> = {
  'OIL-VCO-001': { crops: ['Coconut'] },
  'OIL-CCO-002': { crops: ['Coconut'] },
  'OIL-GHE-004': { crops: ['Cows'] },
  'SPI-BPW-001': { season: PEPPER, crops: ['Black Pepper'] },
  'SPI-BPP-002': { season: PEPPER, crops: ['Black Pepper'] },
  'SPI-TUR-003': { season: TURMERIC, crops: ['Turmeric'] },
  'SPI-DGR-004': { season: GINGER, crops: ['Ginger'] },
  'SPI-NUT-005': { season: NUTMEG, crops: ['Nutmeg'] },
  'SPI-CHP-007': { crops: ['Coconut'] },
  'HON-RAW-001': { season: HONEY, crops: ['Honey Bees'] },
  'HON-CHT-002': { season: HONEY, crops: ['Honey Bees'] },
  'HON-NEL-003': { crops: ['Honey Bees'] },
  'HON-GAR-004': { crops: ['Honey Bees'] },
  'PIC-KAN-001': { crops: ['Mango'] },
  'PIC-KAD-002': { crops: ['Mango'] },
  'PIC-KNT-006': { crops: ['Kanthari Chilli'] },
  'SNK-NBC-001': { crops: ['Nendran Banana'] },
  'SNK-SHV-002': { crops: ['Nendran Banana'] },
  'SNK-JFC-003': { crops: ['Jackfruit'] },
  'SNK-TAP-004': { crops: ['Tapioca'] },
  'GRN-RRC-001': { crops: ['Rice Paddy'] },
  'GRN-PUT-002': { crops: ['Rice Paddy'] },
  'GRN-PAT-003': { crops: ['Rice Paddy'] },
  'GRN-NBP-004': { crops: ['Nendran Banana'] },
  'GRN-AVL-005': { crops: ['Rice Paddy'] },
  'TEA-LMG-001': { crops: ['Lemongrass'] },
  'TEA-TUL-002': { crops: ['Holy Basil (Tulsi)'] },
  'TEA-CKP-003': { crops: ['Ginger', 'Robusta Coffee'] },
  'TEA-COF-004': { crops: ['Robusta Coffee'] },
  'TEA-BPF-005': { crops: ['Butterfly Pea'] },
};
