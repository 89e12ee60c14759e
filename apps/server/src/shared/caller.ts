import type { Language, StaffMember, StaffSessionStage, User } from '@farm/contract';

/** Who is calling: the customer and the token they used (logout revokes exactly that one). */
export interface Caller {
  user: User;
  tokenId: number;
  /** The storefront language the customer last used, as stored (read with the token, so free to compare). */
  language?: Language;
}

/** A signed-in staff member: who, which session (its stage: contract STAFF_SESSION_STAGES). */
export interface StaffCaller {
  member: StaffMember;
  sessionId: number;
  stage: StaffSessionStage;
  twoFactor: boolean;
}
