import { randomBytes } from 'node:crypto';
import {
  STAFF_ADMIN_MESSAGES,
  STAFF_MESSAGES,
  staffPasswordProblem,
  staffPasswordRule,
  type StaffMember,
  type StaffRole,
  type AuditQuery,
} from '@farm/contract';
import { ConflictError, NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { hashPassword } from '../customers/index.js';
import { ConfigError } from '../../config.js';
import { withTransaction } from '../../db/transaction.js';
import type { StaffCaller } from '../../shared/caller.js';
import { staffPasswordChangedMessage } from '../messages/index.js';
import { actorOf, indiaTime, PASSWORD_CHANGE, STAFF_CHANGE, StaffPart, toMember } from './common.js';

/** The staff members: adding, listing, removing, their roles and passwords, and the audit trail they leave. */
export class Members extends StaffPart {
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
