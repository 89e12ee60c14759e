import {
  NOTIFICATION_MESSAGES,
  errorBody,
  messageSettingsBody,
  messageSettingsResponse,
} from '@farm/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { callerOf } from '../../http/auth.js';

/**
 * The customer's e-mail choice: news from the farm on or off (off until they say yes). Order messages and password
 * links always go. Each answer keeps its time (`email_news_at`), the record of their consent.
 */
export class MessageSettingsRepository {
  constructor(private readonly db: Db) {}

  async emailNews(userId: number): Promise<boolean> {
    const [row] = await this.db.select({ on: users.emailNews }).from(users).where(eq(users.id, userId));
    return row?.on ?? false;
  }

  async setEmailNews(userId: number, on: boolean): Promise<void> {
    const now = new Date();
    await this.db
      .update(users)
      .set({ emailNews: on, emailNewsAt: now, updatedAt: now })
      .where(eq(users.id, userId));
  }
}

const tags = ['Customers'];

/** The choice as it now stands, said in words. */
const newsAnswer = (on: boolean) => ({
  email_news: on,
  message: on ? NOTIFICATION_MESSAGES.newsOn : NOTIFICATION_MESSAGES.newsOff,
});

export const messageSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const settings = new MessageSettingsRepository(db);
  app.get(
    '/customer.messages',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The signed-in customer's e-mail choice: news from the farm on or off",
        response: { 200: messageSettingsResponse, 401: errorBody },
      },
    },
    async (request) => {
      const on = await settings.emailNews(callerOf(request).user.id);
      return newsAnswer(on);
    },
  );
  app.post(
    '/customer.messages',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Turn news from the farm by e-mail on or off (order messages always go)',
        body: messageSettingsBody,
        response: { 200: messageSettingsResponse, 401: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const on = request.body.email_news;
      await settings.setEmailNews(callerOf(request).user.id, on);
      return newsAnswer(on);
    },
  );
};
