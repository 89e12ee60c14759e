import { createHash, randomBytes } from 'node:crypto';
import {
  ROLE_PERMISSIONS,
  STAFF_MESSAGES,
  STAFF_SESSION,
  TWO_FACTOR,
  type StaffSessionStage,
  type StaffMember,
  type StaffRole,
} from '@farm/contract';
import { RuleViolationError } from '../../shared/errors.js';
import { verifyPassword, PasswordResetRepository } from '../customers/index.js';
import type { AuthRateLimits, LoginGate } from '../customers/index.js';
import type { Db } from '../../db/client.js';
import { AuditRepository, type AuditEntry, REAUTH_STEPS } from '../audit/index.js';
import type { StaffCaller } from '../../shared/caller.js';
import type { SiteService } from '../site/index.js';
import { OutboxRepository, type ShopFacts, staffSignInGuessedMessage } from '../messages/index.js';
import { StaffRepository, type StaffRow } from './repository.js';

/** What a staff change writes in one transaction: the staff tables and its audit row. */
export const STAFF_CHANGE = { staff: StaffRepository, audit: AuditRepository };
/** An invitation (and a password change) also writes its e-mail, in the same transaction (the outbox sends it). */
export const WITH_MAIL = { ...STAFF_CHANGE, outbox: OutboxRepository };
/** A password change also uses up the member's unused "forgot password" links. */
export const PASSWORD_CHANGE = { ...WITH_MAIL, resets: PasswordResetRepository };

/** A moment as the farm reads it, in India's time, for a staff e-mail. */
export const indiaTime = (at: Date) =>
  at.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export type { StaffCaller };

/** A session the sign-in (or the two-factor step) opened: its secret for the cookie, and where it stands. */
export interface OpenedSession {
  secret: string;
  member: StaffMember;
  stage: StaffSessionStage;
  twoFactor: boolean;
  maxAgeSeconds: number;
  message?: string;
}

export const IDLE_MS = STAFF_SESSION.idleMinutes * 60 * 1000;
export const ABSOLUTE_MS = STAFF_SESSION.absoluteHours * 60 * 60 * 1000;
export const CODE_WITHIN_MS = TWO_FACTOR.codeWithinMinutes * 60 * 1000;
/** A session's last use is written at most this often, to keep reads free of writes. */
export const TOUCH_AFTER_MS = 60 * 1000;

export function toMember(row: StaffRow): StaffMember {
  const role = row.role as StaffRole;
  return { id: row.id, name: row.name, email: row.email, role, permissions: [...ROLE_PERMISSIONS[role]] };
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The audit row's "who" for a signed-in staff member. */
export const actorOf = (
  caller: StaffCaller,
  address: string,
): Pick<AuditEntry, 'staffId' | 'actor' | 'address'> => ({
  staffId: caller.member.id,
  actor: caller.member.email,
  address,
});

/**
 * The same e-mail may be a customer's too: staff failures are counted under a key of their own. Two-factor codes are
 * counted by a limiter of their own (AuthRateLimits.beforeCodeCheck): a right password does not give back the code's.
 */
export const limitKey = (email: string) => `staff:${email}`;

export const newSessionSecret = () => randomBytes(32).toString('base64url');

/** What the staff module is built from. */
export interface StaffOptions {
  db: Db;
  /** The sign-in limits, shared with the customers' (staff e-mails are counted under keys of their own). */
  limits: AuthRateLimits;
  /** Where the owner's "two-factor for everyone" rule is kept. */
  settings: Pick<SiteService, 'staffTwoFactorRequired' | 'setStaffTwoFactorRequired'>;
  /** The shop's name and public address, for the invitation's e-mail and link. */
  shop?: () => Promise<ShopFacts>;
}

/**
 * What every part of the staff module works with: the options it was built from, its tables' repositories, and the
 * re-asked password check that sign-in, two-factor and password changes share.
 */
export abstract class StaffPart {
  protected readonly db: Db;
  protected readonly limits: AuthRateLimits;
  protected readonly settings: StaffOptions['settings'];
  protected readonly shop: () => Promise<ShopFacts>;
  protected readonly repo: StaffRepository;
  protected readonly audit: AuditRepository;

  constructor({
    db,
    limits,
    settings,
    shop = async () => ({ name: 'The farm shop', url: '' }),
  }: StaffOptions) {
    this.db = db;
    this.limits = limits;
    this.settings = settings;
    this.shop = shop;
    this.repo = new StaffRepository(db);
    this.audit = new AuditRepository(db);
  }

  /**
   * Checks a signed-in member's current password (a password change, two-factor on or off) under the sign-in's
   * failure limits. A wrong one is a failed sign-in: audited as one, naming the step, and counted towards the
   * warning e-mail; it is refused in words beside `field`.
   */
  protected async checkCurrentPassword(
    caller: StaffCaller,
    row: StaffRow,
    password: string,
    address: string,
    step: keyof typeof REAUTH_STEPS,
    field: string,
  ): Promise<void> {
    const gate = await this.limits.beforePasswordCheck(address, limitKey(row.email));
    if (await verifyPassword(row.passwordHash, password)) {
      await this.limits.loginSucceeded(address, limitKey(row.email), gate);
      return;
    }
    await this.audit.write({
      ...actorOf(caller, address),
      action: 'staff.sign-in-failed',
      entity: 'staff',
      entityId: String(row.id),
      after: { step: REAUTH_STEPS[step] },
    });
    await this.warnIfGuessed(gate, row);
    throw new RuleViolationError(STAFF_MESSAGES.currentPasswordWrong, {
      [field]: [STAFF_MESSAGES.currentPasswordWrong],
    });
  }

  /**
   * Tells the member that their console password is being guessed at: once a window, by the wrong password that
   * reaches the warning line, through the outbox.
   */
  protected async warnIfGuessed(gate: LoginGate, row: StaffRow): Promise<void> {
    if (!(await this.limits.shouldWarn(limitKey(row.email), gate))) return;
    await new OutboxRepository(this.db).enqueue([
      {
        kind: 'staff-sign-in-guessed',
        to: { email: row.email },
        dedupeKey: `staff-sign-in-guessed:${row.id}:${Date.now()}`,
        ...staffSignInGuessedMessage(row.name, gate.failures, await this.shop()),
      },
    ]);
  }
}
