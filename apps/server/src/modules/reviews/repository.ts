import type { Db } from '../../db/client.js';
import { reviews } from '../../db/schema.js';
import type { ReviewRow } from '../catalogue/repository.js';

export class ReviewRepository {
  constructor(private readonly db: Db) {}

  async insert(values: {
    productId: number;
    userId: number;
    name: string;
    review: string;
    ratingHalves: number;
  }) {
    const [row] = await this.db.insert(reviews).values(values).returning();
    return row as ReviewRow;
  }
}
