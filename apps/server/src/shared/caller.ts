import type { User } from '@farm/contract';

/** Who is calling: the customer and the token they used (logout revokes exactly that one). */
export interface Caller {
  user: User;
  tokenId: number;
}
