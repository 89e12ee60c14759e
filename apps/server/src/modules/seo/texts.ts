/**
 * The words of each page's head (title, description) in both storefront languages (issue 24). The storefront's own
 * screens speak through its Lingui catalogues; these are the server's, read by search engines and link previews
 * before any script runs. The English are the pages' names as the spec gives them.
 */
import type { ExtraHarvestGroup, Language, LotProcess } from '@farm/contract';
import type { InfoPage } from './paths.js';

export interface HeadTexts {
  fallbackDescription: string;
  pageNotFound: string;
  /** A shop not open yet (issue 36): every page but the legal ones says so. */
  comingSoon: string;
  comingSoonDescription(shop: string): string;
  info(page: InfoPage, shop: string, tagline: string): { title: string; description: string };
  /** The complaint form's and a followed complaint's names and descriptions (issue 35). */
  complaint(page: 'new' | 'follow', shop: string): { title: string; description: string };
  /** The pages of a waitlist e-mail's confirm and unsubscribe links (issue 37). */
  waitlist(page: 'confirm' | 'unsubscribe', shop: string): { title: string; description: string };
  /** A lot's page (issue 38): the lot, its product and its dates (written in the page's language already). */
  lot(lot: LotHead, shop: string): { title: string; description: string };
  allCategories: string;
  categoriesDescription(shop: string, categories: string[]): string;
  categoryDescription(category: string, shop: string, products: string[]): string;
  productDescription(product: string, shop: string): string;
  bestYields: string;
  bestYieldsDescription(shop: string): string;
  extraHarvest: string;
  extraHarvestDescription(shop: string, groups: string[]): string;
  group(group: ExtraHarvestGroup): string;
  groupTitle(group: string): string;
  groupDescription(group: string, shop: string): string;
  cropDescription(crop: string, shop: string): string;
}

/** What a lot page's head says, its days already written in the page's language. */
export interface LotHead {
  code: string;
  product: string;
  size: string;
  harvested: string | undefined;
  processed: { process: LotProcess | null; on: string } | undefined;
  bestBefore: string | undefined;
  recalled: boolean;
}

const PROCESSED_EN: Record<LotProcess, string> = {
  pressing: 'pressed',
  drying: 'dried',
  roasting: 'roasted',
  grinding: 'ground',
  bottling: 'bottled',
  packing: 'packed',
};

const PROCESSED_ML: Record<LotProcess, string> = {
  pressing: 'ആട്ടിയത്',
  drying: 'ഉണക്കിയത്',
  roasting: 'വറുത്തത്',
  grinding: 'പൊടിച്ചത്',
  bottling: 'കുപ്പിയിലാക്കിയത്',
  packing: 'പായ്ക്ക് ചെയ്തത്',
};

const ENGLISH: HeadTexts = {
  fallbackDescription:
    'Organic coconut oil, spices, honey, pickles and more, made on our family farm in Kerala.',
  pageNotFound: 'Page not found',
  comingSoon: 'Coming soon',
  comingSoonDescription: (shop) => `${shop} opens its online shop soon. Until then, write or call the farm.`,
  complaint: (page, shop) =>
    page === 'new'
      ? {
          title: 'Make a complaint',
          description: `Tell ${shop}'s grievance officer what went wrong: you get a ticket number at once.`,
        }
      : { title: 'Your complaint', description: `A complaint to ${shop}, followed by its ticket number.` },
  waitlist: (page, shop) =>
    page === 'confirm'
      ? {
          title: 'Confirm your e-mail',
          description: `Confirm that ${shop} may e-mail you once, when a sold-out size is back.`,
        }
      : { title: 'Stop the e-mails', description: `Stop ${shop}'s e-mails about sizes coming back.` },
  lot: (lot, shop) => {
    const title = `Lot ${lot.code}: ${lot.product}, ${lot.size}`;
    if (lot.recalled)
      return {
        title,
        description: `Lot ${lot.code} of ${lot.product} has been recalled by ${shop}. Please do not eat or use it.`,
      };
    // The shop's name is in the title already: the description keeps to the lot's facts, which fit its length.
    const facts = [
      lot.bestBefore && `best before ${lot.bestBefore}`,
      lot.harvested && `harvested ${lot.harvested}`,
      lot.processed &&
        `${lot.processed.process ? PROCESSED_EN[lot.processed.process] : 'made'} ${lot.processed.on}`,
    ].filter(Boolean);
    return {
      title,
      description: `${lot.product}, ${lot.size}, lot ${lot.code}${facts.length ? `: ${facts.join(', ')}` : ''}.`,
    };
  },
  info(page, shop, tagline) {
    switch (page) {
      case 'about':
        return { title: 'About Us', description: tagline ? `About ${shop}: ${tagline}` : `About ${shop}.` };
      case 'privacy':
        return {
          title: 'Privacy Notice',
          description: `How ${shop} collects, uses and protects the personal information you give us.`,
        };
      case 'terms':
        return {
          title: 'Terms and Conditions',
          description: `The terms of buying from the online shop of ${shop}.`,
        };
      case 'refunds':
        return {
          title: 'Return and Cancellation Policy',
          description: `How to cancel an order or return a product bought from ${shop}, and how refunds are made.`,
        };
      case 'shipping':
        return {
          title: 'Shipping Policy',
          description: `Where ${shop} delivers, how long delivery takes and what shipping costs.`,
        };
      case 'seller':
        return {
          title: 'Seller details',
          description: `Who sells on this site: the legal name, address, FSSAI number and grievance officer of ${shop}.`,
        };
      case 'seasons':
        return {
          title: "What's in season",
          description: `What ${shop} harvests each month in Kerala, and the products made from it.`,
        };
    }
  },
  allCategories: 'All Categories',
  categoriesDescription: (shop, categories) =>
    `Shop the organic products of ${shop} by category: ${categories.join(', ')}.`,
  categoryDescription: (category, shop, products) =>
    products.length > 0 ? `${category} from ${shop}: ${products.join(', ')}.` : `${category} from ${shop}.`,
  productDescription: (product, shop) => `${product} from ${shop}.`,
  bestYields: 'Best Yields Plants',
  bestYieldsDescription: (shop) =>
    `The crops ${shop} grows most, and how we plant, tend, harvest and use them.`,
  extraHarvest: 'Extra Harvest',
  extraHarvestDescription: (shop, groups) =>
    `The further crops and animals of ${shop}: ${groups.join(', ')}.`,
  group: (group) => group,
  groupTitle: (group) => `${group} – Extra Harvest`,
  groupDescription: (group, shop) =>
    `${group} from the extra harvest of ${shop}: what we grow and keep, and how.`,
  cropDescription: (crop, shop) => `${crop} on the farm of ${shop}.`,
};

const GROUPS_IN_MALAYALAM: Record<ExtraHarvestGroup, string> = {
  'Tubers and Spices': 'കിഴങ്ങുകളും സുഗന്ധവ്യഞ്ജനങ്ങളും',
  Fruits: 'പഴങ്ങൾ',
  Herbs: 'ഔഷധസസ്യങ്ങൾ',
  Vegetables: 'പച്ചക്കറികൾ',
  'Animal Care and Maintenance': 'മൃഗപരിപാലനം',
  'Ornamental Plants': 'അലങ്കാരച്ചെടികൾ',
  'Garden Plants': 'തോട്ടച്ചെടികൾ',
  'Aquatic Plants': 'ജലസസ്യങ്ങൾ',
};

const MALAYALAM: HeadTexts = {
  fallbackDescription:
    'കേരളത്തിലെ ഞങ്ങളുടെ കുടുംബ ഫാമിൽ ഉണ്ടാക്കുന്ന ജൈവ വെളിച്ചെണ്ണ, സുഗന്ധവ്യഞ്ജനങ്ങൾ, തേൻ, അച്ചാറുകൾ എന്നിവയും മറ്റും.',
  pageNotFound: 'പേജ് കണ്ടെത്തിയില്ല',
  comingSoon: 'ഉടൻ വരുന്നു',
  comingSoonDescription: (shop) => `${shop} ഓൺലൈൻ കട ഉടൻ തുറക്കും. അതുവരെ ഫാമിലേക്ക് എഴുതുകയോ വിളിക്കുകയോ ചെയ്യുക.`,
  complaint: (page, shop) =>
    page === 'new'
      ? {
          title: 'പരാതി നൽകുക',
          description: `എന്താണ് പ്രശ്നമെന്ന് ${shop}-ന്റെ പരാതി പരിഹാര ഓഫീസറെ അറിയിക്കുക: ടിക്കറ്റ് നമ്പർ ഉടൻ ലഭിക്കും.`,
        }
      : { title: 'നിങ്ങളുടെ പരാതി', description: `${shop}-ന് നൽകിയ പരാതി, ടിക്കറ്റ് നമ്പർ വഴി.` },
  waitlist: (page, shop) =>
    page === 'confirm'
      ? {
          title: 'ഇ-മെയിൽ ഉറപ്പാക്കുക',
          description: `തീർന്നുപോയ അളവ് തിരികെ വരുമ്പോൾ ${shop} നിങ്ങൾക്ക് ഒരിക്കൽ ഇ-മെയിൽ അയയ്ക്കാൻ ഉറപ്പാക്കുക.`,
        }
      : {
          title: 'ഇ-മെയിലുകൾ നിർത്തുക',
          description: `തിരികെ വരുന്ന അളവുകളെക്കുറിച്ചുള്ള ${shop}-ന്റെ ഇ-മെയിലുകൾ നിർത്തുക.`,
        },
  lot: (lot, shop) => {
    const title = `ലോട്ട് ${lot.code}: ${lot.product}, ${lot.size}`;
    if (lot.recalled)
      return {
        title,
        description: `${lot.product}-ന്റെ ലോട്ട് ${lot.code} ${shop} തിരിച്ചുവിളിച്ചിരിക്കുന്നു. ദയവായി ഇത് കഴിക്കുകയോ ഉപയോഗിക്കുകയോ ചെയ്യരുത്.`,
      };
    const facts = [
      lot.bestBefore && `ഉപയോഗിക്കേണ്ട കാലാവധി ${lot.bestBefore}`,
      lot.harvested && `വിളവെടുത്തത് ${lot.harvested}`,
      lot.processed &&
        `${lot.processed.process ? PROCESSED_ML[lot.processed.process] : 'തയ്യാറാക്കിയത്'} ${lot.processed.on}`,
    ].filter(Boolean);
    return {
      title,
      description: `${lot.product}, ${lot.size}, ലോട്ട് ${lot.code}${facts.length ? `: ${facts.join(', ')}` : ''}.`,
    };
  },
  info(page, shop, tagline) {
    switch (page) {
      case 'about':
        return {
          title: 'ഞങ്ങളെക്കുറിച്ച്',
          description: tagline ? `${shop}: ${tagline}` : `${shop}-നെക്കുറിച്ച്.`,
        };
      case 'privacy':
        return {
          title: 'സ്വകാര്യതാ അറിയിപ്പ്',
          description: `നിങ്ങൾ നൽകുന്ന വ്യക്തിഗത വിവരങ്ങൾ ${shop} എങ്ങനെ ശേഖരിക്കുന്നു, ഉപയോഗിക്കുന്നു, സംരക്ഷിക്കുന്നു.`,
        };
      case 'terms':
        return {
          title: 'നിബന്ധനകളും വ്യവസ്ഥകളും',
          description: `${shop}-ന്റെ ഓൺലൈൻ ഷോപ്പിൽ നിന്ന് വാങ്ങുന്നതിന്റെ നിബന്ധനകൾ.`,
        };
      case 'refunds':
        return {
          title: 'റിട്ടേൺ, റദ്ദാക്കൽ നയം',
          description: `${shop}-ൽ നിന്നുള്ള ഓർഡർ റദ്ദാക്കുന്നതും ഉൽപ്പന്നം തിരിച്ചയക്കുന്നതും പണം തിരികെ ലഭിക്കുന്നതും എങ്ങനെ.`,
        };
      case 'shipping':
        return {
          title: 'ഷിപ്പിംഗ് നയം',
          description: `${shop} എവിടെയെല്ലാം എത്തിക്കുന്നു, ഡെലിവറിക്ക് എത്ര സമയമെടുക്കും, ഷിപ്പിംഗിന് എത്ര ചെലവാകും.`,
        };
      case 'seller':
        return {
          title: 'വിൽപ്പനക്കാരന്റെ വിവരങ്ങൾ',
          description: `ഈ സൈറ്റിൽ ആരാണ് വിൽക്കുന്നത്: ${shop}-ന്റെ നിയമപരമായ പേര്, വിലാസം, FSSAI നമ്പർ, പരാതി പരിഹാര ഓഫീസർ.`,
        };
      case 'seasons':
        return {
          title: 'ഇപ്പോൾ സീസണിലുള്ളവ',
          description: `${shop} കേരളത്തിൽ ഓരോ മാസവും വിളവെടുക്കുന്നതും അതിൽ നിന്ന് ഉണ്ടാക്കുന്ന ഉൽപ്പന്നങ്ങളും.`,
        };
    }
  },
  allCategories: 'എല്ലാ വിഭാഗങ്ങളും',
  categoriesDescription: (shop, categories) =>
    `${shop}-ന്റെ ജൈവ ഉൽപ്പന്നങ്ങൾ വിഭാഗം തിരിച്ച്: ${categories.join(', ')}.`,
  categoryDescription: (category, shop, products) =>
    products.length > 0
      ? `${shop}-ൽ നിന്ന് ${category}: ${products.join(', ')}.`
      : `${shop}-ൽ നിന്ന് ${category}.`,
  productDescription: (product, shop) => `${shop}-ൽ നിന്ന് ${product}.`,
  bestYields: 'മികച്ച വിളകൾ',
  bestYieldsDescription: (shop) =>
    `${shop} ഏറ്റവും കൂടുതൽ വളർത്തുന്ന വിളകളും അവ നട്ടുവളർത്തി വിളവെടുത്ത് ഉപയോഗിക്കുന്ന വിധവും.`,
  extraHarvest: 'അധിക വിളവ്',
  extraHarvestDescription: (shop, groups) => `${shop}-ലെ മറ്റു വിളകളും മൃഗങ്ങളും: ${groups.join(', ')}.`,
  group: (group) => GROUPS_IN_MALAYALAM[group],
  groupTitle: (group) => `${group} – അധിക വിളവ്`,
  groupDescription: (group, shop) =>
    `${shop}-ന്റെ അധിക വിളവിൽ നിന്ന് ${group}: ഞങ്ങൾ വളർത്തുന്നതും പരിപാലിക്കുന്ന വിധവും.`,
  cropDescription: (crop, shop) => `${shop}-ന്റെ ഫാമിലെ ${crop}.`,
};

export const HEAD_TEXTS: Record<Language, HeadTexts> = { en: ENGLISH, ml: MALAYALAM };
