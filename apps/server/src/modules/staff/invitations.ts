import { randomBytes } from 'node:crypto';
import {
  STAFF_ADMIN_MESSAGES,
  STAFF_INVITATION_HOURS,
  STAFF_MESSAGES,
  type StaffSessionStage,
  staffPasswordProblem,
  type StaffRole,
} from '@farm/contract';
import { ConflictError, NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { hashPassword } from '../customers/index.js';
import { withTransaction } from '../../db/transaction.js';
import type { StaffCaller } from '../../shared/caller.js';
import type { staffInvitations } from '../../db/schema.js';
import { staffInvitationMessage } from '../messages/index.js';
import {
  ABSOLUTE_MS,
  actorOf,
  hashSecret,
  newSessionSecret,
  type OpenedSession,
  STAFF_CHANGE,
  StaffPart,
  toMember,
  WITH_MAIL,
} from './common.js';

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

/** Inviting staff: the link the owner passes on, its revoking, and its acceptance. */
export class Invitations extends StaffPart {
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
}
