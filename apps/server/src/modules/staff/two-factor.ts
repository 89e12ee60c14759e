import { createHash, randomBytes } from 'node:crypto';
import { TWO_FACTOR } from '@farm/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * A new TOTP key for an authenticator app: the base32 key to type in, and the otpauth:// address for a QR code. The
 * app lists it under the issuer (the shop's name) and the account (the staff e-mail).
 */
export function newTotpKey(email: string, issuer: string): { secret: string; otpauthUrl: string } {
  const secret = generateSecret();
  return {
    secret,
    otpauthUrl: generateURI({
      issuer: issuer.trim() || TWO_FACTOR.issuer,
      label: email,
      secret,
      digits: TWO_FACTOR.digits,
      period: TWO_FACTOR.periodSeconds,
    }),
  };
}

/**
 * The otpauth:// address as a QR code, an SVG of dark squares on white with the standard quiet zone (4 modules), for
 * a phone's camera. Made here rather than in the console: the console's bundle stays without a QR library, and the
 * server, which made the address, is the one place that draws it. Error correction M: the code is shown on a
 * screen, not printed on a jar.
 */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
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
