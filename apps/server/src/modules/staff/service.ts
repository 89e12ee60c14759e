import { createHash, randomBytes } from 'node:crypto';
import {
  ROLE_PERMISSIONS,
  STAFF_ADMIN_MESSAGES,
  STAFF_INVITATION_HOURS,
  STAFF_MESSAGES,
  STAFF_SESSION,
  TWO_FACTOR,
  roleCan,
  type StaffSessionStage,
  staffPasswordProblem,
  staffPasswordRule,
  type Permission,
  type StaffMember,
  type StaffRole,
  type StaffSignIn,
  type AuditQuery,
} from '@farm/contract';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RuleViolationError,
  UnauthenticatedError,
} from '../../shared/errors.js';
import {
  hashPassword,
  verifyAgainstNothing,
  verifyPassword,
  PasswordResetRepository,
} from '../customers/index.js';
import type { AuthRateLimits, LoginGate } from '../customers/index.js';
import type { Db } from '../../db/client.js';
import { ConfigError } from '../../config.js';
import { withTransaction } from '../../db/transaction.js';
import { AuditRepository, type AuditEntry, type StaffActor, REAUTH_STEPS } from '../audit/index.js';
import type { StaffCaller } from '../../shared/caller.js';
import type { SiteService } from '../site/index.js';
import type { staffInvitations } from '../../db/schema.js';
import {
  OutboxRepository,
  staffInvitationMessage,
  staffPasswordChangedMessage,
  type ShopFacts,
  staffSignInGuessedMessage,
  staffTwoFactorMessage,
} from '../messages/index.js';
import { StaffRepository, type StaffRow } from './repository.js';
import { checkTotp, newRecoveryCodes, newTotpKey, qrCodeSvg, recoveryCodeHash } from './two-factor.js';

/** What a staff change writes in one transaction: the staff tables and its audit row. */
const STAFF_CHANGE = { staff: StaffRepository, audit: AuditRepository };
/** An invitation (and a password change) also writes its e-mail, in the same transaction (the outbox sends it). */
const WITH_MAIL = { ...STAFF_CHANGE, outbox: OutboxRepository };
/** A password change also uses up the member's unused "forgot password" links. */
const PASSWORD_CHANGE = { ...WITH_MAIL, resets: PasswordResetRepository };

/** A moment as the farm reads it, in India's time, for a staff e-mail. */
const indiaTime = (at: Date) =>
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

const IDLE_MS = STAFF_SESSION.idleMinutes * 60 * 1000;
const ABSOLUTE_MS = STAFF_SESSION.absoluteHours * 60 * 60 * 1000;
const CODE_WITHIN_MS = TWO_FACTOR.codeWithinMinutes * 60 * 1000;
/** A session's last use is written at most this often, to keep reads free of writes. */
const TOUCH_AFTER_MS = 60 * 1000;

function toMember(row: StaffRow): StaffMember {
  const role = row.role as StaffRole;
  return { id: row.id, name: row.name, email: row.email, role, permissions: [...ROLE_PERMISSIONS[role]] };
}

export interface InvitationView {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  expires_at: string;
  created_at: string;
}

function toInvitation(row: typeof staffInvitations.$inferSelect): InvitationView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as StaffRole,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The invitation when its link still works; otherwise the reason, in words (409 for used or expired). */
function checkInvitation(row: typeof staffInvitations.$inferSelect | undefined): InvitationView {
  if (!row || row.revokedAt !== null) throw new NotFoundError(STAFF_ADMIN_MESSAGES.invitationUnknown);
  if (row.acceptedAt !== null) throw new ConflictError(STAFF_ADMIN_MESSAGES.invitationUsed);
  if (row.expiresAt.getTime() <= Date.now()) throw new ConflictError(STAFF_ADMIN_MESSAGES.invitationExpired);
  return toInvitation(row);
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The audit row's "who" for a signed-in staff member. */
const actorOf = (
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
const limitKey = (email: string) => `staff:${email}`;

const newSessionSecret = () => randomBytes(32).toString('base64url');

export class StaffService {
  private readonly repo: StaffRepository;
  private readonly audit: AuditRepository;

  constructor(
    private readonly db: Db,
    private readonly limits: AuthRateLimits,
    private readonly settings: Pick<SiteService, 'staffTwoFactorRequired' | 'setStaffTwoFactorRequired'>,
    /** The shop's name and public address, for the invitation's e-mail and link. */
    private readonly shop: () => Promise<ShopFacts> = async () => ({ name: 'The farm shop', url: '' }),
  ) {
    this.repo = new StaffRepository(db);
    this.audit = new AuditRepository(db);
  }

  /**
   * Signs a staff member in with e-mail and password. With two-factor sign-in on, the session opened waits for the
   * code (`code`, for a few minutes); when the shop requires two-factor and they have none, it may only set it up.
   */
  async signIn(input: StaffSignIn, address: string): Promise<OpenedSession> {
    const email = input.email.toLowerCase();
    const gate = await this.limits.beforeLogin(address, limitKey(email));
    const found = await this.repo.findByEmail(email);
    // A removed member cannot sign in; they are answered exactly like a wrong password.
    const row = found && found.removedAt === null ? found : undefined;
    // Checked even over the e-mail's ceiling, so the answer's time says nothing of the account.
    const ok = row
      ? await verifyPassword(row.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!row || !ok) {
      await this.audit.write({
        staffId: row?.id ?? null,
        actor: email,
        action: 'staff.sign-in-failed',
        entity: 'staff',
        entityId: row ? String(row.id) : undefined,
        address,
      });
      if (row) await this.warnIfGuessed(gate, row);
      throw gate.overCeiling ?? new UnauthenticatedError(STAFF_MESSAGES.wrongCredentials);
    }
    // Over the e-mail's ceiling (guesses spread over many addresses) the right password alone opens nothing; with
    // two-factor on it opens only the code step, whose budget is the code's own: guessers cannot keep the owner out.
    if (gate.overCeiling && !row.totpSecret) throw gate.overCeiling;
    await this.limits.loginSucceeded(address, limitKey(email), gate);
    const stage: StaffSessionStage = row.totpSecret
      ? 'code'
      : (await this.settings.staffTwoFactorRequired())
        ? 'setup'
        : 'full';
    const lifetime = stage === 'code' ? CODE_WITHIN_MS : ABSOLUTE_MS;
    const secret = newSessionSecret();
    await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      await tx.staff.insertSession(row.id, hashSecret(secret), new Date(Date.now() + lifetime), stage);
      await tx.audit.write({
        staffId: row.id,
        actor: row.email,
        action: stage === 'code' ? 'staff.sign-in-password' : 'staff.sign-in',
        entity: 'staff',
        entityId: String(row.id),
        address,
      });
    });
    return {
      secret,
      member: toMember(row),
      stage,
      twoFactor: row.totpSecret !== null,
      maxAgeSeconds: lifetime / 1000,
      message:
        stage === 'code'
          ? STAFF_MESSAGES.codeNeeded
          : stage === 'setup'
            ? STAFF_MESSAGES.setupNeeded
            : undefined,
    };
  }

  /**
   * The second step: a code from the authenticator app (each accepted once) or an unused recovery code. The session
   * gets a new secret (the one that only knew the password stops working) and its full lifetime.
   */
  async completeSignIn(caller: StaffCaller, code: string, address: string): Promise<OpenedSession> {
    const row = (await this.repo.findById(caller.member.id))!;
    await this.limits.beforeCodeCheck(limitKey(row.email));
    const used = await this.useCode(row, code);
    if (!used) {
      await this.audit.write({
        ...actorOf(caller, address),
        action: 'staff.sign-in-failed',
        entity: 'staff',
        entityId: String(row.id),
        after: { step: 'two-factor code' },
      });
      throw new RuleViolationError(STAFF_MESSAGES.codeWrong, { code: [STAFF_MESSAGES.codeWrong] });
    }
    await this.limits.codeSucceeded(limitKey(row.email));
    const secret = newSessionSecret();
    await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      await tx.staff.advanceSession(caller.sessionId, {
        stage: 'full',
        tokenHash: hashSecret(secret),
        endsAt: new Date(Date.now() + ABSOLUTE_MS),
      });
      await tx.audit.write({
        ...actorOf(caller, address),
        action: 'staff.sign-in',
        entity: 'staff',
        entityId: String(row.id),
        after: { two_factor: used },
      });
    });
    return {
      secret,
      member: toMember(row),
      stage: 'full',
      twoFactor: true,
      maxAgeSeconds: ABSOLUTE_MS / 1000,
      message: used === 'recovery code' ? STAFF_MESSAGES.recoveryCodeUsed : undefined,
    };
  }

  /** Accepts a code once: the app's (6 digits) or a recovery code. Says which, or false. */
  private async useCode(row: StaffRow, code: string): Promise<'app' | 'recovery code' | false> {
    if (!row.totpSecret) return false;
    if (/^\d{6}$/.test(code)) {
      const step = await checkTotp(row.totpSecret, code, row.totpLastStep);
      return step !== undefined && (await this.repo.useTotpStep(row.id, step)) ? 'app' : false;
    }
    return (await this.repo.useRecoveryCode(row.id, recoveryCodeHash(code))) ? 'recovery code' : false;
  }

  /** Starts setting up two-factor sign-in: a new key, kept aside until a code from the app confirms it. */
  async startTwoFactor(
    caller: StaffCaller,
  ): Promise<{ secret: string; otpauthUrl: string; qrSvg: string; issuer: string }> {
    const row = (await this.repo.findById(caller.member.id))!;
    if (row.totpSecret) throw new ConflictError(STAFF_MESSAGES.twoFactorAlreadyOn);
    const issuer = (await this.shop()).name;
    const key = newTotpKey(row.email, issuer);
    await this.repo.update(row.id, { totpPendingSecret: key.secret });
    return { ...key, qrSvg: await qrCodeSvg(key.otpauthUrl), issuer };
  }

  /**
   * Turns two-factor sign-in on with the current password and the first code from the app, and answers the recovery
   * codes (shown once, kept hashed). The password is asked because a session alone (a stolen cookie) must not tie the
   * account to someone else's phone and lock its owner out. Their other sessions end; a session that had to set it up
   * may now do what the role allows; an e-mail tells them.
   */
  async confirmTwoFactor(
    caller: StaffCaller,
    input: { code: string; password: string },
    address: string,
  ): Promise<string[]> {
    const row = (await this.repo.findById(caller.member.id))!;
    if (row.totpSecret) throw new ConflictError(STAFF_MESSAGES.twoFactorAlreadyOn);
    if (!row.totpPendingSecret) throw new ConflictError(STAFF_MESSAGES.twoFactorNotStarted);
    await this.checkCurrentPassword(caller, row, input.password, address, 'twoFactorOn', 'password');
    await this.limits.beforeCodeCheck(limitKey(row.email));
    const step = /^\d{6}$/.test(input.code)
      ? await checkTotp(row.totpPendingSecret, input.code, null)
      : undefined;
    if (step === undefined) {
      throw new RuleViolationError(STAFF_MESSAGES.codeWrong, { code: [STAFF_MESSAGES.codeWrong] });
    }
    await this.limits.codeSucceeded(limitKey(row.email));
    const codes = newRecoveryCodes();
    const mail = await this.twoFactorMail('on', row);
    await withTransaction(this.db, WITH_MAIL, async (tx) => {
      await tx.staff.update(row.id, {
        totpSecret: row.totpPendingSecret,
        totpPendingSecret: null,
        totpLastStep: step,
      });
      await tx.staff.replaceRecoveryCodes(row.id, codes.map(recoveryCodeHash));
      await tx.staff.endSessions(row.id, caller.sessionId);
      if (caller.stage === 'setup') await tx.staff.advanceSession(caller.sessionId, { stage: 'full' });
      await tx.audit.write({
        ...actorOf(caller, address),
        action: 'staff.two-factor-on',
        entity: 'staff',
        entityId: String(row.id),
      });
      await tx.outbox.enqueue([mail]);
    });
    return codes;
  }

  /**
   * Checks a signed-in member's current password (a password change, two-factor on or off) under the sign-in's
   * failure limits. A wrong one is a failed sign-in: audited as one, naming the step, and counted towards the
   * warning e-mail; it is refused in words beside `field`.
   */
  private async checkCurrentPassword(
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
  private async warnIfGuessed(gate: LoginGate, row: StaffRow): Promise<void> {
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

  /** The e-mail that tells a member their two-factor sign-in was turned on, off, or reset by the owner. */
  private async twoFactorMail(change: 'on' | 'off' | 'reset', row: StaffRow) {
    const at = new Date();
    return {
      kind: change === 'on' ? ('staff-two-factor-on' as const) : ('staff-two-factor-off' as const),
      to: { email: row.email },
      dedupeKey: `staff-two-factor-${change}:${row.id}:${at.getTime()}`,
      ...staffTwoFactorMessage(change, row.name, indiaTime(at), await this.shop()),
    };
  }

  /** Turns one's own two-factor sign-in off (the password is asked), unless the shop requires it; an e-mail tells them. */
  async disableTwoFactor(caller: StaffCaller, password: string, address: string): Promise<void> {
    if (await this.settings.staffTwoFactorRequired())
      throw new ConflictError(STAFF_MESSAGES.twoFactorRequired);
    const row = (await this.repo.findById(caller.member.id))!;
    await this.checkCurrentPassword(caller, row, password, address, 'twoFactorOff', 'password');
    await this.clearTwoFactor(
      row,
      { ...actorOf(caller, address), action: 'staff.two-factor-off' },
      await this.twoFactorMail('off', row),
    );
  }

  /** The owner resets someone's two-factor sign-in (a lost phone): it is off, their sessions end, they are told. */
  async resetTwoFactor(id: number, by: StaffCaller, address: string): Promise<void> {
    const row = await this.repo.findById(id);
    if (!row) throw new NotFoundError(STAFF_MESSAGES.noSuchStaff);
    await this.clearTwoFactor(
      row,
      { ...actorOf(by, address), action: 'staff.two-factor-reset' },
      // A member without two-factor had nothing reset: no e-mail.
      row.totpSecret ? await this.twoFactorMail('reset', row) : undefined,
      true,
    );
  }

  private async clearTwoFactor(
    row: StaffRow,
    audit: Pick<AuditEntry, 'staffId' | 'actor' | 'address' | 'action'>,
    mail: Awaited<ReturnType<StaffService['twoFactorMail']>> | undefined,
    endAllSessions = false,
  ): Promise<void> {
    const id = row.id;
    await withTransaction(this.db, WITH_MAIL, async (tx) => {
      await tx.staff.update(id, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      await tx.staff.replaceRecoveryCodes(id, []);
      if (endAllSessions) await tx.staff.endSessions(id);
      await tx.audit.write({ ...audit, entity: 'staff', entityId: String(id) });
      if (mail) await tx.outbox.enqueue([mail]);
    });
  }

  /** The staff member behind a session cookie; an unknown, revoked, idle or ended session is refused alike. */
  async authenticate(secret: string | undefined): Promise<StaffCaller> {
    if (!secret || secret.length < 20 || secret.length > 200) {
      throw new UnauthenticatedError(STAFF_MESSAGES.notSignedIn);
    }
    const found = await this.repo.findSession(hashSecret(secret));
    const now = Date.now();
    if (
      !found ||
      found.member.removedAt !== null ||
      found.session.revokedAt !== null ||
      found.session.endsAt.getTime() <= now ||
      found.session.lastUsedAt.getTime() + IDLE_MS <= now
    ) {
      throw new UnauthenticatedError(STAFF_MESSAGES.notSignedIn);
    }
    if (now - found.session.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
      await this.repo.touchSession(found.session.id, new Date(now));
    }
    const twoFactor = found.member.totpSecret !== null;
    let stage = found.session.stage as StaffSessionStage;
    // The owner turned the requirement on after this session began: it may only set two-factor up now.
    if (stage === 'full' && !twoFactor && (await this.settings.staffTwoFactorRequired())) stage = 'setup';
    return { member: toMember(found.member), sessionId: found.session.id, stage, twoFactor };
  }

  /**
   * The route rule's check (http/auth.ts calls it for every staff route): a live session, at a stage the route
   * accepts, whose role has the permission. Each refusal says why.
   */
  async admit(
    secret: string | undefined,
    rule: Permission | 'signed-in',
    stages: readonly StaffSessionStage[],
  ): Promise<StaffCaller> {
    const caller = await this.authenticate(secret);
    this.requireStage(caller, stages);
    if (rule !== 'signed-in') this.authorize(caller, rule);
    return caller;
  }

  /** Refuses, in words, a staff member whose role lacks the permission. */
  authorize(caller: StaffCaller, permission: Permission): void {
    if (!roleCan(caller.member.role, permission)) throw new ForbiddenError(STAFF_MESSAGES.forbidden);
  }

  async signOut(caller: StaffCaller, address: string): Promise<void> {
    await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      await tx.staff.revokeSession(caller.sessionId);
      await tx.audit.write({
        ...actorOf(caller, address),
        action: 'staff.sign-out',
        entity: 'staff',
        entityId: String(caller.member.id),
      });
    });
  }

  /**
   * Adds a staff member (the command line's `staff:create`, the demo's owner, later the owner in the console). A
   * weak password is refused with the reason.
   */
  async create(
    input: { name: string; email: string; role: StaffRole; password: string },
    by: { staffId: number | null; actor: string; address?: string },
  ): Promise<StaffMember> {
    const problem = staffPasswordProblem(input.password, input.email);
    if (problem) throw new RuleViolationError(problem, { password: [problem] });
    if (await this.repo.findByEmail(input.email)) throw new ConflictError(STAFF_MESSAGES.staffExists);
    const passwordHash = await hashPassword(input.password);
    const row = await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      const added = await tx.staff.insert({
        name: input.name,
        email: input.email.toLowerCase(),
        role: input.role,
        passwordHash,
      });
      await tx.audit.write({
        staffId: by.staffId,
        actor: by.actor,
        action: 'staff.create',
        entity: 'staff',
        entityId: String(added.id),
        after: { name: added.name, email: added.email, role: added.role },
        address: by.address,
      });
      return added;
    });
    return toMember(row);
  }

  async list(): Promise<StaffMember[]> {
    return (await this.repo.list()).map(toMember);
  }

  /**
   * The owner removes a member: they can no longer sign in and their sessions end at once; their row stays, so the
   * audit trail keeps their name. The shop keeps at least one owner, and nobody removes themselves.
   */
  async remove(id: number, by: StaffCaller, address: string): Promise<void> {
    await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      const row = await tx.staff.lock(id);
      if (!row) throw new NotFoundError(STAFF_MESSAGES.noSuchStaff);
      if (row.removedAt !== null) throw new ConflictError(STAFF_ADMIN_MESSAGES.alreadyRemoved);
      if (row.role === 'owner' && (await tx.staff.lockOwners()).length <= 1) {
        throw new ConflictError(STAFF_MESSAGES.lastOwner);
      }
      if (id === by.member.id) throw new ConflictError(STAFF_ADMIN_MESSAGES.removeYourself);
      await tx.staff.markRemoved(id);
      await tx.staff.endSessions(id);
      await tx.audit.write({
        ...actorOf(by, address),
        action: 'staff.remove',
        entity: 'staff',
        entityId: String(id),
        before: { name: row.name, email: row.email, role: row.role },
        after: { removed: true },
      });
    });
  }

  /** The caller's own live sessions, the one in use marked. */
  async mySessions(caller: StaffCaller) {
    const now = Date.now();
    return (await this.repo.openSessions(caller.member.id))
      .filter((row) => row.lastUsedAt.getTime() + IDLE_MS > now)
      .map((row) => ({
        id: row.id,
        started_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current: row.id === caller.sessionId,
      }));
  }

  /** Ends one of the caller's own sessions (another member's is "no such session"). */
  async endMySession(caller: StaffCaller, id: number, address: string): Promise<void> {
    await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      if (!(await tx.staff.revokeOwnSession(caller.member.id, id))) {
        throw new NotFoundError(STAFF_ADMIN_MESSAGES.noSuchSession);
      }
      await tx.audit.write({
        ...actorOf(caller, address),
        action: 'staff.session-end',
        entity: 'staff_session',
        entityId: String(id),
      });
    });
  }

  /** Ends every session of the caller's but this one. */
  async endMyOtherSessions(caller: StaffCaller, address: string): Promise<void> {
    await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      await tx.staff.endSessions(caller.member.id, caller.sessionId);
      await tx.audit.write({
        ...actorOf(caller, address),
        action: 'staff.sessions-end-others',
        entity: 'staff',
        entityId: String(caller.member.id),
      });
    });
  }

  /**
   * An invitation: a link with a random token (only its hash is kept) that lets the person named set a password
   * within STAFF_INVITATION_HOURS. The link is answered to the owner to pass on.
   * The invitation's e-mail is written to the outbox in the same transaction, so it is sent exactly when the
   * invitation exists.
   */
  async invite(
    input: { name: string; email: string; role: StaffRole },
    by: StaffCaller,
    address: string,
  ): Promise<{ invitation: InvitationView; token: string }> {
    // A removed member may be invited back (accepting brings their row back); a current one cannot be invited twice.
    const existing = await this.repo.findByEmail(input.email);
    if (existing && existing.removedAt === null) throw new ConflictError(STAFF_MESSAGES.staffExists);
    const token = randomBytes(32).toString('base64url');
    const shop = await this.shop();
    const row = await withTransaction(this.db, WITH_MAIL, async (tx) => {
      const made = await tx.staff.insertInvitation({
        name: input.name,
        email: input.email.toLowerCase(),
        role: input.role,
        tokenHash: hashSecret(token),
        invitedBy: by.member.id,
        expiresAt: new Date(Date.now() + STAFF_INVITATION_HOURS * 60 * 60 * 1000),
      });
      await tx.audit.write({
        ...actorOf(by, address),
        action: 'staff.invite',
        entity: 'staff_invitation',
        entityId: String(made.id),
        after: { name: made.name, email: made.email, role: made.role },
      });
      await tx.outbox.enqueue([
        {
          kind: 'staff-invitation',
          to: { email: made.email },
          dedupeKey: `staff-invitation:${made.id}`,
          ...staffInvitationMessage(
            made.name,
            made.role,
            STAFF_INVITATION_HOURS,
            `${shop.url}/admin/invite/${token}`,
            shop,
          ),
        },
      ]);
      return made;
    });
    return { invitation: toInvitation(row), token };
  }

  async pendingInvitations(): Promise<InvitationView[]> {
    return (await this.repo.pendingInvitations()).map(toInvitation);
  }

  async revokeInvitation(id: number, by: StaffCaller, address: string): Promise<void> {
    await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      if (!(await tx.staff.updateInvitation(id, { revokedAt: new Date() }))) {
        throw new NotFoundError(STAFF_ADMIN_MESSAGES.noSuchInvitation);
      }
      await tx.audit.write({
        ...actorOf(by, address),
        action: 'staff.invite-revoke',
        entity: 'staff_invitation',
        entityId: String(id),
        before: { pending: true },
        after: { pending: false },
      });
    });
  }

  /** Who an invitation link names, or why it no longer works (in words). */
  async lookUpInvitation(token: string): Promise<InvitationView> {
    return checkInvitation(await this.repo.findInvitation(hashSecret(token)));
  }

  /**
   * Accepts an invitation: the member is created with the chosen password and signed in (two-factor setup first
   * when the shop requires it). The link works once.
   */
  async acceptInvitation(token: string, password: string, address: string): Promise<OpenedSession> {
    const pending = checkInvitation(await this.repo.findInvitation(hashSecret(token)));
    const problem = staffPasswordProblem(password, pending.email);
    if (problem) throw new RuleViolationError(problem, { password: [problem] });
    const existing = await this.repo.findByEmail(pending.email);
    if (existing && existing.removedAt === null) throw new ConflictError(STAFF_MESSAGES.staffExists);
    const passwordHash = await hashPassword(password);
    const stage: StaffSessionStage = (await this.settings.staffTwoFactorRequired()) ? 'setup' : 'full';
    const secret = newSessionSecret();
    const member = await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      const invitation = checkInvitation(await tx.staff.findInvitation(hashSecret(token), true));
      if (!(await tx.staff.updateInvitation(invitation.id, { acceptedAt: new Date() }))) {
        throw new ConflictError(STAFF_ADMIN_MESSAGES.invitationUsed);
      }
      const values = { name: invitation.name, role: invitation.role, passwordHash };
      const added = existing
        ? await tx.staff.reinstate(existing.id, values)
        : await tx.staff.insert({ ...values, email: invitation.email });
      await tx.staff.insertSession(added.id, hashSecret(secret), new Date(Date.now() + ABSOLUTE_MS), stage);
      await tx.audit.write({
        staffId: added.id,
        actor: added.email,
        action: 'staff.invite-accept',
        entity: 'staff',
        entityId: String(added.id),
        after: {
          name: added.name,
          email: added.email,
          role: added.role,
          invitation: invitation.id,
          ...(existing ? { back_after_removal: true } : {}),
        },
        address,
      });
      return added;
    });
    return {
      secret,
      member: toMember(member),
      stage,
      twoFactor: false,
      maxAgeSeconds: ABSOLUTE_MS / 1000,
      message: stage === 'setup' ? STAFF_MESSAGES.setupNeeded : STAFF_ADMIN_MESSAGES.invitationAccepted,
    };
  }

  /** The owner changes what someone may do; that person's sessions end (they sign in again with the new role). */
  async changeRole(id: number, role: StaffRole, by: StaffCaller, address: string): Promise<StaffMember> {
    await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      const row = await tx.staff.lock(id);
      if (!row || row.removedAt !== null) throw new NotFoundError(STAFF_MESSAGES.noSuchStaff);
      if (row.role === 'owner' && role !== 'owner' && (await tx.staff.lockOwners()).length <= 1) {
        throw new ConflictError(STAFF_MESSAGES.lastOwner);
      }
      await tx.staff.update(id, { role });
      await tx.staff.endSessions(id);
      await tx.audit.write({
        ...actorOf(by, address),
        action: 'staff.role',
        entity: 'staff',
        entityId: String(id),
        before: { role: row.role },
        after: { role },
      });
    });
    return toMember((await this.repo.findById(id))!);
  }

  /**
   * A staff member changes their own password (the current one is asked for). A wrong current password is a failed
   * sign-in: it takes a point of the same budget as the sign-in's (so the form cannot be used to guess) and is
   * audited as one. On success their other sessions end (this one stays), their unused "forgot password" links stop
   * working, it is audited, and an e-mail tells them, through the outbox in the same transaction.
   */
  async changePassword(
    caller: StaffCaller,
    input: { current_password: string; password: string },
    address: string,
  ): Promise<void> {
    const row = (await this.repo.findById(caller.member.id))!;
    await this.checkCurrentPassword(
      caller,
      row,
      input.current_password,
      address,
      'password',
      'current_password',
    );
    const problem = staffPasswordProblem(input.password, row.email);
    if (problem) throw new RuleViolationError(problem, { password: [problem] });
    const passwordHash = await hashPassword(input.password);
    const shop = await this.shop();
    const at = new Date();
    await withTransaction(this.db, PASSWORD_CHANGE, async (tx) => {
      await tx.staff.update(row.id, { passwordHash });
      await tx.staff.endSessions(row.id, caller.sessionId);
      // An old "forgot password" link must not undo the change.
      await tx.resets.useAll({ staffId: row.id });
      await tx.audit.write({
        ...actorOf(caller, address),
        action: 'staff.password',
        entity: 'staff',
        entityId: String(row.id),
      });
      await tx.outbox.enqueue([
        {
          kind: 'staff-password-changed',
          to: { email: row.email },
          dedupeKey: `staff-password-changed:${row.id}:${at.getTime()}`,
          ...staffPasswordChangedMessage(row.name, indiaTime(at), shop),
        },
      ]);
    });
  }

  /** The newest entries of the audit trail. */
  latestAudit(limit: number) {
    return this.audit.latest(limit);
  }

  /** The audit trail, filtered and paged. */
  searchAudit(query: AuditQuery) {
    return this.audit.search(query);
  }

  async anyStaff(): Promise<boolean> {
    return (await this.repo.count()) > 0;
  }

  /**
   * The demo's owner, made once when there is no staff at all: its sign-in is answered (to print once at start-up)
   * so the farmer can open the staff API (and later the console) without a command.
   */
  /** The owner's rule that every staff member uses two-factor sign-in; only one who uses it may turn it on. */
  async setTwoFactorRule(caller: StaffCaller, required: boolean, address: string): Promise<void> {
    if (required && !caller.twoFactor) throw new ConflictError(STAFF_MESSAGES.twoFactorYourselfFirst);
    await this.settings.setStaffTwoFactorRequired(required, actorOf(caller, address) as StaffActor);
  }

  /** Refuses a session that has not finished signing in, in words: the code first, or two-factor setup first. */
  requireStage(caller: StaffCaller, allowed: readonly StaffSessionStage[]): void {
    if (allowed.includes(caller.stage)) return;
    if (caller.stage === 'code') throw new UnauthenticatedError(STAFF_MESSAGES.codeNeeded);
    throw new ForbiddenError(STAFF_MESSAGES.setupNeeded);
  }

  async ensureDemoOwner(
    email: string,
    chosen?: string,
  ): Promise<{ email: string; password: string } | undefined> {
    if ((await this.repo.count()) > 0) return undefined;
    // A chosen password that breaks the staff rule stops the start, saying which part and the whole rule.
    const problem = chosen === undefined ? undefined : staffPasswordProblem(chosen, email);
    if (problem) {
      throw new ConfigError(
        `DEMO_OWNER_PASSWORD: ${problem} The staff password rule: ${staffPasswordRule(email)}`,
      );
    }
    const password = chosen ?? randomBytes(12).toString('base64url');
    await this.create(
      { name: 'Demo owner', email, role: 'owner', password },
      { staffId: null, actor: 'first start' },
    );
    return { email, password };
  }
}
