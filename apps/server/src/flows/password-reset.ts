import {
  NOTIFICATION_MESSAGES,
  PASSWORD_RESET_MINUTES,
  pathInLanguage,
  staffPasswordProblem,
  type Language,
} from '@farm/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/client.js';
import { withTransaction } from '../db/transaction.js';
import {
  PasswordResetRepository,
  hashPassword,
  consume,
  CustomerRepository,
} from '../modules/customers/index.js';
import type { PasswordResetRow } from '../modules/customers/index.js';
import { AuditRepository } from '../modules/audit/index.js';
import { OutboxRepository, passwordResetMessage, type ShopFacts } from '../modules/messages/index.js';
import { StaffRepository } from '../modules/staff/index.js';
import { RuleViolationError } from '../shared/errors.js';

const RESET = {
  resets: PasswordResetRepository,
  outbox: OutboxRepository,
  customers: CustomerRepository,
  staff: StaffRepository,
  audit: AuditRepository,
};

/** Whose password: a customer's (the storefront's link) or a staff member's (the console's). */
export type Who = 'customer' | 'staff';

/**
 * The least time a "forgot password" answer takes, whether or not the account exists: writing the link and its
 * message takes a few milliseconds that would otherwise tell the two apart.
 */
export const FORGOT_ANSWER_MS = 250;

export const FORGOT_LIMITS = {
  perIp: { points: 20, windowSeconds: 60 * 60 },
  perEmail: { points: 3, windowSeconds: 60 * 60 },
  /** New passwords set with a link, per address: a person needs one or two; made-up tokens are refused after these. */
  resetsPerIp: { points: 20, windowSeconds: 60 * 60 },
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a link may still set a password of this kind: unused, unexpired, a customer's in the shop, staff's in the console. */
const usable = (row: PasswordResetRow | undefined, who: Who): row is PasswordResetRow =>
  row !== undefined &&
  row.usedAt === null &&
  row.expiresAt > new Date() &&
  (who === 'customer' ? row.userId !== null : row.staffId !== null);

const linkBad = () =>
  new RuleViolationError(NOTIFICATION_MESSAGES.resetLinkBad, { token: [NOTIFICATION_MESSAGES.resetLinkBad] });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A customer's way back in (docs/decisions/2026-11-23-outbox.md): a single-use link, only its SHA-256 kept, valid
 * PASSWORD_RESET_MINUTES, sent through the outbox in the transaction that writes it; the same answer whether or not
 * the e-mail has an account. Setting the new password uses up the account's links and signs out every session.
 */
export class PasswordReset {
  private readonly links: PasswordResetRepository;
  private readonly staff: StaffRepository;

  constructor(
    private readonly db: Db,
    private readonly limits: {
      ip: RateLimiterAbstract;
      email: RateLimiterAbstract;
      /** Links tried per address (FORGOT_LIMITS.resetsPerIp). */
      resetIp: RateLimiterAbstract;
    },
    private readonly shop: () => Promise<ShopFacts>,
    private readonly publicUrl: string,
  ) {
    this.links = new PasswordResetRepository(db);
    this.staff = new StaffRepository(db);
  }

  /** `language`: the customer's page that asked (the message and the link's page are in it); staff get English. */
  async request(
    email: string,
    ip: string,
    who: Who = 'customer',
    language: Language = 'en',
  ): Promise<string> {
    const started = Date.now();
    await consume(this.limits.ip, ip);
    // Staff addresses are counted under keys of their own, as their sign-in limits are.
    await consume(this.limits.email, who === 'staff' ? `staff:${email}` : email);
    try {
      const shop = await this.shop();
      await withTransaction(this.db, RESET, async (tx) => {
        const account =
          who === 'customer' ? await tx.customers.findByEmail(email) : await tx.staff.findByEmail(email);
        if (!account || ('removedAt' in account && account.removedAt)) return;
        const user = { name: account.name, email: account.email };
        const token = randomBytes(32).toString('base64url');
        await tx.resets.insert(
          who === 'customer' ? { userId: account.id } : { staffId: account.id },
          hashToken(token),
          new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
        );
        const link =
          who === 'staff'
            ? `${this.publicUrl}/admin/reset-password?token=${token}`
            : `${this.publicUrl}${pathInLanguage('/reset-password', language)}?token=${token}`;
        await tx.outbox.enqueue([
          {
            kind: 'password-reset',
            to: { email: user.email },
            // Each link its own message: the hash is unique, and names nothing.
            dedupeKey: `password-reset:${hashToken(token).slice(0, 32)}`,
            ...passwordResetMessage(user.name, link, shop, who === 'staff' ? 'en' : language),
          },
        ]);
      });
    } finally {
      await sleep(FORGOT_ANSWER_MS - (Date.now() - started));
    }
    return NOTIFICATION_MESSAGES.forgotSent;
  }

  /**
   * Sets the new password when the link is unused, unexpired and of the kind asked for (a customer's link does
   * nothing in the console, a staff member's nothing in the shop). A staff password is held to the staff rules and
   * leaves an audit row; two-factor sign-in still asks for its code.
   *
   * Each address may try FORGOT_LIMITS.resetsPerIp links an hour, and the link is looked up before anything costly:
   * only a live link's new password is hashed (argon2 takes tens of milliseconds of a core; hashing first let anyone
   * with made-up tokens hold the server's cores, security issue 33 item 3).
   */
  async reset(token: string, password: string, who: Who, address: string): Promise<string> {
    await consume(this.limits.resetIp, address);
    const tokenHash = hashToken(token);
    const found = await this.links.find(tokenHash);
    if (!usable(found, who)) throw linkBad();
    if (found.staffId !== null) {
      const member = await this.staff.findById(found.staffId);
      if (!member || member.removedAt) throw linkBad();
      // The staff rule before the hash, too: a refused password costs nothing.
      const problem = staffPasswordProblem(password, member.email);
      if (problem) throw new RuleViolationError(problem, { password: [problem] });
    }
    const passwordHash = await hashPassword(password);
    // Checked again under the row's lock: two uses at once, the second waits and then finds it used.
    const done = await withTransaction(this.db, RESET, async (tx) => {
      const row = await tx.resets.lock(tokenHash);
      if (!usable(row, who)) return false;
      if (who === 'customer' && row.userId !== null) {
        await tx.customers.setPassword(row.userId, passwordHash);
        // Every session ends, the one that asked included: whoever knew the old password is out.
        await tx.customers.revokeOtherTokens(row.userId, 0);
        await tx.resets.useAll({ userId: row.userId });
        return true;
      }
      if (who !== 'staff' || row.staffId === null) return false;
      const member = await tx.staff.lock(row.staffId);
      if (!member || member.removedAt) return false;
      const problem = staffPasswordProblem(password, member.email);
      if (problem) throw new RuleViolationError(problem, { password: [problem] });
      await tx.staff.update(member.id, { passwordHash });
      await tx.staff.endSessions(member.id);
      await tx.resets.useAll({ staffId: member.id });
      await tx.audit.write({
        staffId: member.id,
        actor: member.email,
        address,
        action: 'staff.password-reset',
        entity: 'staff',
        entityId: String(member.id),
      });
      return true;
    });
    if (!done) throw linkBad();
    return NOTIFICATION_MESSAGES.resetDone;
  }
}
