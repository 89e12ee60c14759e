import { createHash, randomBytes } from 'node:crypto';
import { TWO_FACTOR } from '@farm/contract';
import { generateSecret, generateURI, verify } from 'otplib';

/** A new TOTP key for an authenticator app: the base32 key to type in, and the otpauth:// address for a QR code. */
export function newTotpKey(email: string): { secret: string; otpauthUrl: string } {
  const secret = generateSecret();
  return {
    secret,
    otpauthUrl: generateURI({
      issuer: TWO_FACTOR.issuer,
      label: email,
      secret,
      digits: TWO_FACTOR.digits,
      period: TWO_FACTOR.periodSeconds,
    }),
  };
}

/**
 * The time step a 6-digit code belongs to when it is right for this key now (one step of clock drift either side),
 * and later than `after` (a code already used is refused); undefined otherwise.
 */
export async function checkTotp(
  secret: string,
  code: string,
  after: number | null,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    epochTolerance: TWO_FACTOR.toleranceSeconds,
    ...(after === null ? {} : { afterTimeStep: after }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Ten recovery codes like `k3q7-m2xd-9fw4`: 60 bits each, easy to read out and type. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: TWO_FACTOR.recoveryCodes }, () => {
    const bytes = randomBytes(12);
    const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** Only the hash of a recovery code is kept; it is compared without dashes, spaces or case. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}
