import {
  fillMessage,
  PINCODE_MESSAGES,
  pincodeUnknownMessage,
  stateName,
  type PincodePlace,
} from '@farm/contract';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { NotFoundError, RuleViolationError } from '../../../shared/errors.js';
import { consume } from '../../customers/index.js';
import type { PinDirectory, PinPlace } from './directory.js';

/**
 * Lookups one network address may make in an hour. A shopper's form asks once per PIN typed; the limit is there to
 * stop the directory being read out through the shop (it is public data, but the shop's processes are not a mirror),
 * and stays generous because Indian mobile networks put many customers behind one address.
 */
export const PINCODE_LOOKUP_LIMITS = {
  perIp: { points: 600, windowSeconds: 60 * 60 },
} as const;

export function toPincodePlace(place: PinPlace): PincodePlace {
  return {
    pincode: place.pin,
    district: place.district,
    state_id: place.stateId,
    state: place.stateName,
    state_ids: [...place.stateIds],
  };
}

/**
 * Why an address's PIN code cannot be saved with `stateId`, or null: a code the directory does not know, or one whose
 * post offices are in no office of the chosen state (named both, as the contract's prefix check words it).
 */
export function pincodeRefusal(directory: PinDirectory, pincode: string, stateId: number): string | null {
  const place = directory.lookup(pincode);
  if (!place) return pincodeUnknownMessage(pincode);
  if (place.stateIds.includes(stateId)) return null;
  return fillMessage(PINCODE_MESSAGES.otherState, {
    pincode,
    pinState: place.stateName,
    state: stateName(stateId),
  });
}

/** Throws the 422 an address form shows on its PIN code field when `pincodeRefusal` has a reason. */
export function assertPincodeFits(directory: PinDirectory, pincode: string, stateId: number): void {
  const message = pincodeRefusal(directory, pincode, stateId);
  if (message) throw new RuleViolationError(message, { pincode: [message] });
}

/** GET /api/pincodes/:pin: where a PIN code is, for the storefront's address form (and issue 39's PIN box). */
export class PincodeLookups {
  constructor(
    private readonly directory: PinDirectory,
    private readonly perIp: RateLimiterAbstract,
  ) {}

  async find(pin: string, ip: string): Promise<PincodePlace> {
    await consume(this.perIp, ip);
    const place = this.directory.lookup(pin);
    if (!place) throw new NotFoundError(pincodeUnknownMessage(pin));
    return toPincodePlace(place);
  }
}
