import { MAIN_CROP_CATEGORY } from '@farm/contract/constants';
import { storefrontPaths } from '@farm/contract/routes';

/** The page of a group: its canonical name, percent-encoded (the contract's link, as the sitemap writes it). */
export const groupPath = storefrontPaths.group;

/** A best-yield crop's page (the contract's link for a crop of the main category). */
export const mostHarvestPath = (id: number) => storefrontPaths.crop({ id, category: MAIN_CROP_CATEGORY });
export const extraHarvestPath = (id: number) => `/extraharvestfromfarm/detail/${id}`;

/** A crop id from the address: a positive whole number, or undefined for anything else ("3abc", "0", "-1"). */
export function parseCropId(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,10}$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
