import type { AuditQuery, Permission, StaffRole, StaffSessionStage } from '@farm/contract';
import type { StaffOptions } from './common.js';
import { Invitations } from './invitations.js';
import { Members } from './members.js';
import { Sessions } from './sessions.js';
import { SignIns } from './sign-in.js';
import { TwoFactorSetup } from './two-factor-setup.js';

export type { OpenedSession, StaffCaller, StaffOptions } from './common.js';
export type { InvitationView } from './invitations.js';

/**
 * The staff module, built once from one options object: each job is a part of its own (the routes call the parts),
 * and the few calls from outside the routes (the route rule, the CLI, main.ts, tests) are answered here.
 */
export class StaffService {
  readonly signIns: SignIns;
  readonly twoFactor: TwoFactorSetup;
  readonly sessions: Sessions;
  readonly invitations: Invitations;
  readonly members: Members;

  constructor(options: StaffOptions) {
    this.signIns = new SignIns(options);
    this.twoFactor = new TwoFactorSetup(options);
    this.sessions = new Sessions(options);
    this.invitations = new Invitations(options);
    this.members = new Members(options);
  }

  /** The route rule's check (http/auth.ts): see Sessions.admit. */
  admit(secret: string | undefined, rule: Permission | 'signed-in', stages: readonly StaffSessionStage[]) {
    return this.sessions.admit(secret, rule, stages);
  }

  /** Adds a staff member (the command line's `staff:create`, the demo's owner): see Members.create. */
  create(
    input: { name: string; email: string; role: StaffRole; password: string },
    by: { staffId: number | null; actor: string; address?: string },
  ) {
    return this.members.create(input, by);
  }

  anyStaff(): Promise<boolean> {
    return this.members.anyStaff();
  }

  searchAudit(query: AuditQuery) {
    return this.members.searchAudit(query);
  }

  ensureDemoOwner(email: string, chosen?: string) {
    return this.members.ensureDemoOwner(email, chosen);
  }
}
