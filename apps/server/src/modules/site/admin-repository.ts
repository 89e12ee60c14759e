import { rupeesToPaise, paiseToRupees, type ShippingZone, type SlabRow } from '@farm/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shippingSlabs } from '../../db/schema.js';

/** The shipping slabs of each zone, as the console edits them (charges in rupees). */
export class SlabRepository {
  constructor(private readonly db: Db) {}

  async zone(zone: ShippingZone, lock = false): Promise<SlabRow[]> {
    const query = this.db
      .select()
      .from(shippingSlabs)
      .where(eq(shippingSlabs.zone, zone))
      .orderBy(asc(shippingSlabs.minWeightGrams), asc(shippingSlabs.id));
    const rows = await (lock ? query.for('update') : query);
    return rows.map((row) => ({
      min_weight_grams: row.minWeightGrams,
      max_weight_grams: row.maxWeightGrams,
      charge: paiseToRupees(row.chargePaise),
    }));
  }

  /** Replaces a zone's whole table (inside the caller's transaction, so checkout never sees half of it). */
  async replace(zone: ShippingZone, slabs: readonly SlabRow[]): Promise<void> {
    await this.db.delete(shippingSlabs).where(eq(shippingSlabs.zone, zone));
    await this.db.insert(shippingSlabs).values(
      slabs.map((slab) => ({
        zone,
        minWeightGrams: slab.min_weight_grams,
        maxWeightGrams: slab.max_weight_grams,
        chargePaise: rupeesToPaise(slab.charge),
      })),
    );
  }
}
