import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets } from '../../db/schema.js';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** "Forgot password" links (customers' and staff's): only the SHA-256 of each token is kept. */
export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  async insert(
    owner: { userId: number } | { staffId: number },
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await this.db.insert(passwordResets).values({ ...owner, tokenHash, expiresAt });
  }

  /** The link with this hash, unlocked: to see whether it is worth hashing a new password for it at all. */
  async find(tokenHash: string): Promise<PasswordResetRow | undefined> {
    const [row] = await this.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
    return row;
  }

  /** The link with this hash, its row locked until the transaction ends (two uses at once: the second waits, then sees it used). */
  async lock(tokenHash: string): Promise<PasswordResetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, tokenHash))
      .for('update');
    return row;
  }

  /**
   * Uses up this link and every other unused one of the same account: a new password ends them all, whether it was
   * set with a link or changed on the account's own page.
   */
  async useAll(owner: { userId: number } | { staffId: number }): Promise<void> {
    await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          'userId' in owner
            ? eq(passwordResets.userId, owner.userId)
            : eq(passwordResets.staffId, owner.staffId),
          isNull(passwordResets.usedAt),
        ),
      );
  }
}
