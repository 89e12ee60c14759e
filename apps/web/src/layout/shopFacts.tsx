import type { FssaiKind, SiteResponse } from '@farm/contract';
import { Trans } from '@lingui/react/macro';
import { useSiteQuery } from '../shared/api/api';
import { inPageLanguage } from '../shared/i18n/content';
import { currentLanguage } from '../shared/i18n/language';

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

/**
 * Who sells (issue 35; docs/domain.md "Seller identity and the grievance officer"): the seller block of /api/site
 * with each empty detail left out, so no label ever stands before nothing. The farm writes these in English only, so
 * a Malayalam page marks them `lang="en"`.
 */
export interface SellerFacts {
  legalName: ShopText | undefined;
  address: ShopText | undefined;
  gstin: string | undefined;
  fssai: { number: string; kind: FssaiKind } | undefined;
  careEmail: string | undefined;
  carePhone: string | undefined;
  grievance:
    | {
        name: ShopText;
        designation: ShopText | undefined;
        email: string | undefined;
        phone: string | undefined;
      }
    | undefined;
}

export function sellerFacts(site: SiteResponse | undefined): SellerFacts {
  const seller = site?.seller;
  const english = (value: string | undefined): ShopText | undefined =>
    value?.trim() ? { text: value.trim(), lang: currentLanguage() === 'ml' ? 'en' : undefined } : undefined;
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const officer = english(seller?.grievance.name);
  return {
    legalName: english(seller?.legal_name),
    address: english(seller?.address),
    gstin: given(seller?.gstin),
    fssai: seller?.fssai_number ? { number: seller.fssai_number, kind: seller.fssai_kind } : undefined,
    careEmail: given(seller?.care.email),
    carePhone: given(seller?.care.phone),
    grievance: officer
      ? {
          name: officer,
          designation: english(seller?.grievance.designation),
          email: given(seller?.grievance.email),
          phone: given(seller?.grievance.phone),
        }
      : undefined,
  };
}

/** "FSSAI Lic. No." or "FSSAI Reg. No.", as a food business prints its number (the words of the FSSAI's labels). */
export function FssaiNumber({ fssai }: { fssai: { number: string; kind: FssaiKind } }) {
  return (
    <>
      {fssai.kind === 'licence' ? <Trans>FSSAI Lic. No.</Trans> : <Trans>FSSAI Reg. No.</Trans>}{' '}
      <span translate="no">{fssai.number}</span>
    </>
  );
}
