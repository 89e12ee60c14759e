import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookEvents } from '../../db/schema.js';

/** Razorpay's event ids already handled; kept a week (Razorpay retries a failed delivery for about a day). */
export class WebhookEventRepository {
  constructor(private readonly db: Db) {}

  async seen(eventId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ eventId: webhookEvents.eventId })
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, eventId));
    return row !== undefined;
  }

  async record(eventId: string, event: string): Promise<void> {
    await this.db.insert(webhookEvents).values({ eventId, event }).onConflictDoNothing();
  }

  async prune(): Promise<void> {
    await this.db
      .delete(webhookEvents)
      .where(lt(webhookEvents.receivedAt, new Date(Date.now() - 7 * 86_400_000)));
  }
}
