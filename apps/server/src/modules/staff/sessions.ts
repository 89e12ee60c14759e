import {
  STAFF_ADMIN_MESSAGES,
  STAFF_MESSAGES,
  roleCan,
  type StaffSessionStage,
  type Permission,
} from '@farm/contract';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../shared/errors.js';
import { withTransaction } from '../../db/transaction.js';
import type { StaffCaller } from '../../shared/caller.js';
import { actorOf, hashSecret, IDLE_MS, STAFF_CHANGE, StaffPart, toMember, TOUCH_AFTER_MS } from './common.js';

/** Staff sessions: who a cookie belongs to and what it may do, signing out, and one's own open sessions. */
export class Sessions extends StaffPart {
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

  /** Refuses a session that has not finished signing in, in words: the code first, or two-factor setup first. */
  requireStage(caller: StaffCaller, allowed: readonly StaffSessionStage[]): void {
    if (allowed.includes(caller.stage)) return;
    if (caller.stage === 'code') throw new UnauthenticatedError(STAFF_MESSAGES.codeNeeded);
    throw new ForbiddenError(STAFF_MESSAGES.setupNeeded);
  }
}
