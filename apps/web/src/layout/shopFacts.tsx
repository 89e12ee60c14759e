import type { SiteResponse } from '@farm/contract';
import { useSiteQuery } from '../shared/api/api';
import { inPageLanguage } from '../shared/i18n/content';

/**
 * One of the shop's facts as the page says it: the farm's Malayalam on a Malayalam page where it wrote one, else the
 * English, then with `lang: 'en'` so its element is read out in English.
 */
export interface ShopText {
  text: string;
  lang: 'en' | undefined;
}

/** The shop's name, tagline and addresses in the page's language (issue 32); undefined where the shop has none. */
export interface ShopFacts {
  name: ShopText | undefined;
  tagline: ShopText | undefined;
  farmAddress: ShopText | undefined;
  outletAddress: ShopText | undefined;
}

function inPage(english: string, malayalam: string): ShopText | undefined {
  const fact = inPageLanguage(english, malayalam);
  return fact.text.trim() === '' ? undefined : fact;
}

export function shopFacts(site: SiteResponse | undefined): ShopFacts {
  if (!site) return { name: undefined, tagline: undefined, farmAddress: undefined, outletAddress: undefined };
  return {
    name: inPage(site.name, site.name_mal),
    tagline: inPage(site.tagline, site.tagline_mal),
    farmAddress: inPage(site.addresses.farm, site.addresses.farm_mal),
    outletAddress: inPage(site.addresses.outlet, site.addresses.outlet_mal),
  };
}

/** The shop's facts from /api/site in the page's language; each undefined until they have loaded. */
export function useShopFacts(): ShopFacts {
  const { data } = useSiteQuery();
  return shopFacts(data);
}

/**
 * A fact inside a sentence or a heading written in the page's language: its words, in a `lang="en"` span where the
 * English stands in on a Malayalam page.
 */
export function ShopWords({ value }: { value: ShopText }) {
  return value.lang ? <span lang={value.lang}>{value.text}</span> : <>{value.text}</>;
}
