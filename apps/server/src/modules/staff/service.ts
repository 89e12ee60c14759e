import { createHash, randomBytes } from 'node:crypto';
import {
  ROLE_PERMISSIONS,
  STAFF_MESSAGES,
  STAFF_SESSION,
  roleCan,
  staffPasswordProblem,
  type Permission,
  type StaffMember,
  type StaffRole,
  type StaffSignIn,
} from '@farm/contract';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RuleViolationError,
  UnauthenticatedError,
} from '../../shared/errors.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../customers/passwords.js';
import type { AuthRateLimits } from '../customers/rate-limits.js';
import { LastOwnerError, type StaffRepository, type StaffRow } from './repository.js';

export interface StaffCaller {
  member: StaffMember;
  sessionId: number;
}

const IDLE_MS = STAFF_SESSION.idleMinutes * 60 * 1000;
const ABSOLUTE_MS = STAFF_SESSION.absoluteHours * 60 * 60 * 1000;
/** A session's last use is written at most this often, to keep reads free of writes. */
const TOUCH_AFTER_MS = 60 * 1000;

function toMember(row: StaffRow): StaffMember {
  const role = row.role as StaffRole;
  return { id: row.id, name: row.name, email: row.email, role, permissions: [...ROLE_PERMISSIONS[role]] };
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The same e-mail may be a customer's too: staff failures are counted under a key of their own. */
const limitKey = (email: string) => `staff:${email}`;

export class StaffService {
  constructor(
    private readonly repo: StaffRepository,
    private readonly limits: AuthRateLimits,
  ) {}

  /** Signs a staff member in: the session's secret, for the cookie, and who they are. */
  async signIn(
    input: StaffSignIn,
    address: string,
  ): Promise<{ secret: string; member: StaffMember; maxAgeSeconds: number }> {
    const email = input.email.toLowerCase();
    await this.limits.beforeLogin(address, limitKey(email));
    const row = await this.repo.findByEmail(email);
    const ok = row
      ? await verifyPassword(row.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!row || !ok) {
      await this.repo.audit({
        staffId: row?.id ?? null,
        actor: email,
        action: 'staff.sign-in-failed',
        entity: 'staff',
        entityId: row ? String(row.id) : undefined,
        address,
      });
      throw new UnauthenticatedError(STAFF_MESSAGES.wrongCredentials);
    }
    await this.limits.loginSucceeded(limitKey(email));
    const secret = randomBytes(32).toString('base64url');
    await this.repo.insertSession(row.id, hashSecret(secret), new Date(Date.now() + ABSOLUTE_MS));
    await this.repo.audit({
      staffId: row.id,
      actor: row.email,
      action: 'staff.sign-in',
      entity: 'staff',
      entityId: String(row.id),
      address,
    });
    return { secret, member: toMember(row), maxAgeSeconds: ABSOLUTE_MS / 1000 };
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
      found.session.revokedAt !== null ||
      found.session.endsAt.getTime() <= now ||
      found.session.lastUsedAt.getTime() + IDLE_MS <= now
    ) {
      throw new UnauthenticatedError(STAFF_MESSAGES.notSignedIn);
    }
    if (now - found.session.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
      await this.repo.touchSession(found.session.id, new Date(now));
    }
    return { member: toMember(found.member), sessionId: found.session.id };
  }

  /** Refuses, in words, a staff member whose role lacks the permission. */
  authorize(caller: StaffCaller, permission: Permission): void {
    if (!roleCan(caller.member.role, permission)) throw new ForbiddenError(STAFF_MESSAGES.forbidden);
  }

  async signOut(caller: StaffCaller, address: string): Promise<void> {
    await this.repo.revokeSession(caller.sessionId);
    await this.repo.audit({
      staffId: caller.member.id,
      actor: caller.member.email,
      action: 'staff.sign-out',
      entity: 'staff',
      entityId: String(caller.member.id),
      address,
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
    const row = await this.repo.create(
      {
        name: input.name,
        email: input.email.toLowerCase(),
        role: input.role,
        passwordHash: await hashPassword(input.password),
      },
      { staffId: by.staffId, actor: by.actor, action: 'staff.create', entity: 'staff', address: by.address },
    );
    return toMember(row);
  }

  async list(): Promise<StaffMember[]> {
    return (await this.repo.list()).map(toMember);
  }

  /** The owner changes what someone may do; that person's sessions end (they sign in again with the new role). */
  async changeRole(id: number, role: StaffRole, by: StaffCaller, address: string): Promise<StaffMember> {
    try {
      const found = await this.repo.changeRole(id, role, {
        staffId: by.member.id,
        actor: by.member.email,
        action: 'staff.role',
        entity: 'staff',
        entityId: String(id),
        address,
      });
      if (!found) throw new NotFoundError('There is no such staff member.');
    } catch (error) {
      if (error instanceof LastOwnerError) throw new ConflictError(STAFF_MESSAGES.lastOwner);
      throw error;
    }
    return toMember((await this.repo.findById(id))!);
  }

  /** A staff member changes their own password (the current one is asked for); their other sessions end. */
  async changePassword(
    caller: StaffCaller,
    input: { current_password: string; password: string },
    address: string,
  ): Promise<void> {
    const row = await this.repo.findById(caller.member.id);
    await this.limits.beforePasswordCheck(limitKey(caller.member.email));
    if (!row || !(await verifyPassword(row.passwordHash, input.current_password))) {
      throw new RuleViolationError(STAFF_MESSAGES.currentPasswordWrong, {
        current_password: [STAFF_MESSAGES.currentPasswordWrong],
      });
    }
    await this.limits.loginSucceeded(limitKey(caller.member.email));
    const problem = staffPasswordProblem(input.password, row.email);
    if (problem) throw new RuleViolationError(problem, { password: [problem] });
    await this.repo.changePassword(row.id, await hashPassword(input.password), caller.sessionId, {
      staffId: row.id,
      actor: row.email,
      action: 'staff.password',
      entity: 'staff',
      entityId: String(row.id),
      address,
    });
  }

  async anyStaff(): Promise<boolean> {
    return (await this.repo.count()) > 0;
  }

  /**
   * The demo's owner, made once when there is no staff at all: its sign-in is answered (to print once at start-up)
   * so the farmer can open the staff API (and later the console) without a command.
   */
  async ensureDemoOwner(email: string): Promise<{ email: string; password: string } | undefined> {
    if ((await this.repo.count()) > 0) return undefined;
    const password = randomBytes(12).toString('base64url');
    await this.create(
      { name: 'Demo owner', email, role: 'owner', password },
      { staffId: null, actor: 'first start' },
    );
    return { email, password };
  }
}
