import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addresses, users } from '../../db/schema.js';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Pick<
  AddressRow,
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'landmark'
  | 'city'
  | 'stateId'
  | 'countryId'
  | 'pincode'
  | 'phoneNumber'
>;

export class AddressRepository {
  constructor(private readonly db: Db) {}

  /** Default first, then newest. */
  list(userId: number): Promise<AddressRow[]> {
    return this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  }

  async find(userId: number, id: number): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row;
  }

  /** Locks the customer's row until the transaction ends (a repository bound by withTransaction). */
  async lockCustomer(userId: number): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async count(userId: number): Promise<number> {
    return (await this.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)))
      .length;
  }

  async insert(userId: number, fields: AddressFields, isDefault: boolean): Promise<AddressRow> {
    const [row] = await this.db
      .insert(addresses)
      .values({ ...fields, userId, isDefault })
      .returning();
    return row!;
  }

  async update(userId: number, id: number, fields: AddressFields): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .update(addresses)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row;
  }

  async delete(userId: number, id: number): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row;
  }

  /** Makes `id` the only default of this customer. */
  async makeDefault(userId: number, id: number): Promise<AddressRow | undefined> {
    await this.db
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)));
    const [row] = await this.db
      .update(addresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row;
  }

  async newest(userId: number): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    return row;
  }
}
