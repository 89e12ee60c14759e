import type { StaffMember, StaffSessionStage, User } from '@farm/contract';

/** Who is calling: the customer and the token they used (logout revokes exactly that one). */
export interface Caller {
  user: User;
  tokenId: number;
}

/** A signed-in staff member: who, which session (its stage: contract STAFF_SESSION_STAGES). */
export interface StaffCaller {
  member: StaffMember;
  sessionId: number;
  stage: StaffSessionStage;
  twoFactor: boolean;
}
