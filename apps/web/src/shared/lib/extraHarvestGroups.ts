/** The page of a group. The canonical name goes in the path as it is; the router encodes the spaces. */
export function groupPath(group: string): string {
  return `/extraharvestfromfarm/${group}`;
}

export const mostHarvestPath = (id: number) => `/mostharvestfromfarm/${id}`;
export const extraHarvestPath = (id: number) => `/extraharvestfromfarm/detail/${id}`;

/** A crop id from the address: a positive whole number, or undefined for anything else ("3abc", "0", "-1"). */
export function parseCropId(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,10}$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
