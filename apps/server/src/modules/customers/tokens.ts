import { createHash, randomBytes } from 'node:crypto';
import { ID_DIGITS } from '@farm/contract';

/** A fresh secret for a personal access token; the customer gets `{id}|{secret}`, the database only its hash. */
export function newTokenSecret(): string {
  return randomBytes(30).toString('base64url');
}

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface PresentedToken {
  id: number | undefined;
  secret: string;
}

/**
 * Reads `Authorization: Bearer {id}|{secret}` or `Bearer {secret}` (older storefronts send only the part after
 * the `|`). Anything else is no token at all.
 */
export function readBearerToken(header: string | undefined): PresentedToken | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const value = match[1];
  const bar = value.indexOf('|');
  if (bar === -1)
    return value.length >= 20 && value.length <= 200 ? { id: undefined, secret: value } : undefined;
  const idText = value.slice(0, bar);
  const secret = value.slice(bar + 1);
  if (!ID_DIGITS.test(idText) || secret.length < 20 || secret.length > 200) return undefined;
  return { id: Number(idText), secret };
}

/**
 * A token lives 30 days from its last use (sliding), so a customer who shops every month stays signed in and a
 * token forgotten on a shared computer dies. Its expiry moves on at most once a day, to keep reads free of writes.
 */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const TOKEN_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

export function tokenState(
  token: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): 'valid' | 'renew' | 'expired' | 'revoked' {
  if (token.revokedAt) return 'revoked';
  const left = token.expiresAt.getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left < TOKEN_LIFETIME_MS - TOKEN_RENEW_AFTER_MS ? 'renew' : 'valid';
}
