import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessTokens, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// Every signed-in call looks its token up: built once, and parsed once per connection by PostgreSQL.
const prepareTokenQuery = (db: Db) =>
  db
    .select({
      tokenId: accessTokens.id,
      expiresAt: accessTokens.expiresAt,
      revokedAt: accessTokens.revokedAt,
      user: users,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, sql.placeholder('tokenHash')))
    .prepare('find_token');

export class CustomerRepository {
  private readonly tokenQuery: ReturnType<typeof prepareTokenQuery>;

  constructor(private readonly db: Db) {
    this.tokenQuery = prepareTokenQuery(db);
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    return row;
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** Inserts the customer, or answers undefined when the e-mail is taken (also when two sign up at once). */
  async insert(values: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values(values)
      // The only unique key besides the id is the lower-cased e-mail.
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async update(
    id: number,
    values: Partial<Pick<UserRow, 'name' | 'mobile' | 'gender' | 'language'>>,
  ): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
  }

  async insertToken(userId: number, tokenHash: string, expiresAt: Date): Promise<number> {
    const [row] = await this.db
      .insert(accessTokens)
      .values({ userId, tokenHash, expiresAt })
      .returning({ id: accessTokens.id });
    return row!.id;
  }

  /** The token with this hash, revoked and expired ones included, and its customer, in one statement. */
  async findToken(
    tokenHash: string,
  ): Promise<{ tokenId: number; expiresAt: Date; revokedAt: Date | null; user: UserRow } | undefined> {
    const [row] = await this.tokenQuery.execute({ tokenHash });
    return row;
  }

  async renewToken(tokenId: number, expiresAt: Date): Promise<void> {
    await this.db.update(accessTokens).set({ expiresAt }).where(eq(accessTokens.id, tokenId));
  }

  /** Marks the customer's token revoked (the row stays for the record). */
  async revokeToken(tokenId: number, userId: number): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(accessTokens.id, tokenId), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)),
      );
  }

  /** Revokes every live token of the customer but one (a password change signs the other devices out). */
  async revokeOtherTokens(userId: number, keepTokenId: number): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(accessTokens.userId, userId),
          ne(accessTokens.id, keepTokenId),
          isNull(accessTokens.revokedAt),
        ),
      );
  }
}
