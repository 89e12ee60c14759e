import { z } from 'zod';
import { STATES, stateById, type IndianState } from './constants.js';
import { ADDRESS_MESSAGES, PINCODE_MESSAGES, fillMessage } from './messages.js';

/** A PIN code's form: six digits, the first never 0 (India Post's regions are 1 to 9). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/**
 * Which states and union territories a PIN code can belong to, by its first digits (issue 32). India Post numbers a
 * PIN by place: the first digit is the region, the first two the postal circle, the first three the sorting district.
 * Each entry below is a prefix and the states whose post offices use it; the longest prefix of the table that begins
 * a PIN decides. Built from India Post's circles and the All India Pincode Directory (data.gov.in): a prefix that
 * post offices of two states share lists both, and where in doubt the table allows rather than refuses, because a
 * refused real address loses a customer while a wrong PIN only slows one parcel. Unused prefixes (35, 54, 55, 65, 66,
 * 86-89) belong to nobody.
 */
const PREFIXES: readonly (readonly [prefix: string, states: readonly IndianState['name'][]])[] = [
  // 1: the north.
  ['11', ['Delhi']],
  ['12', ['Haryana']],
  ['13', ['Haryana']],
  ['14', ['Punjab']],
  // Three codes of Punjab's Rupnagar (140119, 140125, 140133) have post offices in Chandigarh too (issue 39's directory).
  ['1401', ['Punjab', 'Chandigarh']],
  ['15', ['Punjab']],
  // 160: Chandigarh, and Mohali's sectors in Punjab.
  ['16', ['Chandigarh', 'Punjab']],
  ['17', ['Himachal Pradesh']],
  ['18', ['Jammu and Kashmir']],
  ['19', ['Jammu and Kashmir']],
  // Leh and Kargil: a union territory since 2019, written as Jammu and Kashmir by many.
  ['194', ['Ladakh', 'Jammu and Kashmir']],
  // 2: Uttar Pradesh, with Uttarakhand's districts inside its circle.
  ['20', ['Uttar Pradesh']],
  ['21', ['Uttar Pradesh']],
  ['22', ['Uttar Pradesh']],
  ['23', ['Uttar Pradesh']],
  ['24', ['Uttar Pradesh']],
  ['244', ['Uttar Pradesh', 'Uttarakhand']],
  ['246', ['Uttarakhand', 'Uttar Pradesh']],
  ['247', ['Uttar Pradesh', 'Uttarakhand']],
  ['248', ['Uttarakhand']],
  ['249', ['Uttarakhand']],
  ['25', ['Uttar Pradesh']],
  ['26', ['Uttar Pradesh']],
  ['262', ['Uttarakhand', 'Uttar Pradesh']],
  ['263', ['Uttarakhand']],
  ['27', ['Uttar Pradesh']],
  ['28', ['Uttar Pradesh']],
  // 3: Rajasthan and Gujarat; Diu (362) and Daman, Silvassa (396) inside Gujarat's.
  ['30', ['Rajasthan']],
  ['31', ['Rajasthan']],
  ['32', ['Rajasthan']],
  ['33', ['Rajasthan']],
  ['34', ['Rajasthan']],
  ['36', ['Gujarat']],
  ['362', ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']],
  ['37', ['Gujarat']],
  ['38', ['Gujarat']],
  ['39', ['Gujarat']],
  ['396', ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']],
  // 4: Maharashtra with Goa (403) inside, Madhya Pradesh, Chhattisgarh.
  ['40', ['Maharashtra']],
  ['403', ['Goa']],
  ['41', ['Maharashtra']],
  ['42', ['Maharashtra']],
  ['43', ['Maharashtra']],
  ['44', ['Maharashtra']],
  ['45', ['Madhya Pradesh']],
  ['46', ['Madhya Pradesh']],
  ['47', ['Madhya Pradesh']],
  ['48', ['Madhya Pradesh']],
  ['49', ['Chhattisgarh']],
  // 5: Telangana (50), Andhra Pradesh (51-53, and border mandals under 50), Karnataka. Yanam (Puducherry) is 533464.
  ['50', ['Telangana', 'Andhra Pradesh']],
  ['500', ['Telangana']],
  ['51', ['Andhra Pradesh']],
  ['52', ['Andhra Pradesh']],
  ['53', ['Andhra Pradesh']],
  ['533464', ['Puducherry', 'Andhra Pradesh']],
  ['56', ['Karnataka']],
  ['57', ['Karnataka']],
  ['58', ['Karnataka']],
  ['59', ['Karnataka']],
  // 6: Tamil Nadu with Puducherry and Karaikal inside; Kerala with Mahe (673310) and Lakshadweep (68255x).
  ['60', ['Tamil Nadu']],
  ['605', ['Tamil Nadu', 'Puducherry']],
  ['607', ['Tamil Nadu', 'Puducherry']],
  ['609', ['Tamil Nadu', 'Puducherry']],
  ['61', ['Tamil Nadu']],
  ['62', ['Tamil Nadu']],
  ['63', ['Tamil Nadu']],
  ['64', ['Tamil Nadu']],
  ['67', ['Kerala']],
  ['673310', ['Puducherry', 'Kerala']],
  ['68', ['Kerala']],
  ['68255', ['Lakshadweep']],
  ['69', ['Kerala']],
  // 7: West Bengal with Sikkim (737) and the Andaman and Nicobar Islands (744); Odisha; the north-east.
  ['70', ['West Bengal']],
  ['71', ['West Bengal']],
  ['72', ['West Bengal']],
  ['73', ['West Bengal']],
  ['737', ['Sikkim']],
  ['74', ['West Bengal']],
  ['744', ['Andaman and Nicobar Islands']],
  ['75', ['Odisha']],
  ['76', ['Odisha']],
  ['77', ['Odisha']],
  ['78', ['Assam']],
  // Meghalaya's border villages have post offices in Assam's districts.
  ['781', ['Assam', 'Meghalaya']],
  ['782', ['Assam', 'Meghalaya']],
  ['783', ['Assam', 'Meghalaya']],
  ['790', ['Arunachal Pradesh']],
  ['791', ['Arunachal Pradesh']],
  ['792', ['Arunachal Pradesh']],
  ['793', ['Meghalaya']],
  ['794', ['Meghalaya']],
  ['795', ['Manipur']],
  ['796', ['Mizoram']],
  ['797', ['Nagaland']],
  ['798', ['Nagaland']],
  ['799', ['Tripura']],
  // 8: Bihar and Jharkhand, which share the 81 and 82 districts.
  ['80', ['Bihar']],
  ['81', ['Bihar', 'Jharkhand']],
  ['82', ['Bihar', 'Jharkhand']],
  ['83', ['Jharkhand']],
  ['84', ['Bihar']],
  ['85', ['Bihar']],
  // 9: the Army Postal Service, which delivers to a unit wherever it is stationed.
  ['9', STATES.map((state) => state.name)],
];

const byName = new Map<string, number>(STATES.map((state) => [state.name, state.id]));
const TABLE = new Map<string, readonly number[]>(
  PREFIXES.map(([prefix, names]) => [prefix, names.map((name) => byName.get(name)!)]),
);
const LONGEST = Math.max(...PREFIXES.map(([prefix]) => prefix.length));

/** The ids of the states and union territories a 6-digit PIN code can belong to; empty for an unused prefix. */
export function pincodeStates(pincode: string): readonly number[] {
  for (let length = Math.min(LONGEST, pincode.length); length > 0; length -= 1) {
    const states = TABLE.get(pincode.slice(0, length));
    if (states) return states;
  }
  return [];
}

/** Whether a PIN code can belong to the state or union territory `stateId`. */
export function pincodeFitsState(pincode: string, stateId: number): boolean {
  return pincodeStates(pincode).includes(stateId);
}

/** Every prefix of the table with its states' ids (for the table's own tests). */
export const PINCODE_PREFIXES: ReadonlyMap<string, readonly number[]> = TABLE;

/**
 * Why a PIN code cannot belong to `stateId`, naming both ("PIN code 682001 is in Kerala, not Karnataka: …"), or null
 * when it can. A PIN that two places share, or that nobody uses, names the chosen state only.
 */
export function pincodeStateMessage(pincode: string, stateId: number): string | null {
  const states = pincodeStates(pincode);
  if (states.includes(stateId)) return null;
  const state = stateById(stateId)?.name ?? '';
  const only = states.length === 1 ? stateById(states[0]!) : undefined;
  return only
    ? fillMessage(PINCODE_MESSAGES.otherState, { pincode, pinState: only.name, state })
    : fillMessage(PINCODE_MESSAGES.notInState, { pincode, state });
}

/** "There is no PIN code 999999 in the India Post directory: …" (the server's directory knows every code, issue 39). */
export function pincodeUnknownMessage(pincode: string): string {
  return fillMessage(PINCODE_MESSAGES.unknown, { pincode });
}

/**
 * GET /api/pincodes/:pin. The storefront's address form asks it while a PIN is typed, to fill the state; the whole
 * directory stays on the server (the storefront's JavaScript budget), and only this prefix table runs in the browser.
 */
export const pincodeParams = z.object({
  pin: z.string().regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid),
});

/** Where a PIN code is: the district and state most of its post offices name. */
export const pincodePlace = z
  .object({
    pincode: z.string(),
    district: z.string(),
    state_id: z.number().int(),
    /** The state's or union territory's English name (the storefront names it in the page's language by id). */
    state: z.string(),
    /**
     * Every state or union territory whose post offices use the code, `state_id` first: an address in any of them is
     * taken (Puducherry's Mahe shares 673310 with Kerala's Kozhikode).
     */
    state_ids: z.array(z.number().int()),
  })
  .meta({ id: 'PincodePlace' });
export type PincodePlace = z.infer<typeof pincodePlace>;

export const pincodeResponse = z.object({ data: pincodePlace });
