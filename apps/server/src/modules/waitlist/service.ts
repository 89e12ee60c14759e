import {
  WAITLIST_BATCH,
  WAITLIST_MESSAGES as M,
  guestWaitlistEmail,
  inLanguage,
  isLanguage,
  pathInLanguage,
  storefrontPaths,
  type Language,
  type MostWantedSize,
  type MyWaitlistRequest,
  type User,
  type WaitlistState,
} from '@farm/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database, Db } from '../../db/client.js';
import { LOCKS } from '../../db/migrate.js';
import { withTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { consume } from '../customers/index.js';
import {
  OutboxRepository,
  waitlistBackMessage,
  waitlistConfirmMessage,
  type PendingMessage,
  type ShopFacts,
} from '../messages/index.js';
import { WaitlistRepository, type WaitlistSize } from './repository.js';

const WAITLIST_TX = { waitlist: WaitlistRepository, outbox: OutboxRepository };

/** How often each process runs the "it's back" pass (one process at a time; a batch received waits at most this). */
export const WAITLIST_PASS_MS = 60_000;

/**
 * "Can be bought now", asked of the stock module (its public availability answer: the figures the cart's stock check
 * and the product page use), so the waitlist never keeps a rule of its own about what is buyable.
 */
export interface Availability {
  available(sizeIds: readonly number[]): Promise<Map<number, { inStock: boolean }>>;
}

export interface WaitlistLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A link's secret (only ever in the e-mail) and the SHA-256 the table keeps of it. */
function newToken(): { secret: string; hash: string } {
  const secret = randomBytes(24).toString('base64url');
  return { secret, hash: hashToken(secret) };
}
const hashToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * "Tell me when it's back" (issue 37; docs/domain.md "Waiting for a size"): a shopper waits for a size that cannot be
 * bought (a signed-in one at once, a guest once the address is confirmed), and the pass tells each one once, in their
 * language, when the stock module says the size can be bought again. Every e-mail carries a one-click unsubscribe.
 */
export class WaitlistService {
  private readonly repo: WaitlistRepository;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly options: {
      database: Pick<Database, 'db' | 'withLock'>;
      stock: Availability;
      shop: () => Promise<ShopFacts>;
      limits: { perIp: RateLimiterAbstract; perEmail: RateLimiterAbstract };
      log: WaitlistLog;
    },
  ) {
    this.repo = new WaitlistRepository(this.db);
  }

  private get db(): Db {
    return this.options.database.db;
  }

  /**
   * A shopper asks to be told. Signed in: waiting at once, with the account's e-mail. A guest: the address waits once
   * its owner follows the confirmation link, and the answer is the same whether it was new, asked or waiting already.
   */
  async ask(
    input: { product_size_id: number; email?: string | undefined },
    who: { user: User } | null,
    language: Language,
    ip: string,
  ): Promise<{ message: string; state: 'unconfirmed' | 'waiting' }> {
    let email: string;
    if (who) email = who.user.email.toLowerCase();
    else {
      const typed = guestWaitlistEmail.safeParse(input.email ?? '');
      if (!typed.success) {
        const message = typed.error.issues[0]!.message;
        throw new RuleViolationError(message, { email: [message] });
      }
      email = typed.data.toLowerCase();
      await consume(this.options.limits.perIp, ip, M.tooMany);
      await consume(this.options.limits.perEmail, email, M.tooMany);
    }
    const size = await this.repo.size(input.product_size_id);
    if (!size) throw new NotFoundError(M.sizeUnknown);
    if (!size.active) throw new ConflictError(M.notSold);
    const now = (await this.options.stock.available([size.sizeId])).get(size.sizeId);
    if (now?.inStock) throw new ConflictError(M.inStock);

    const token = newToken();
    const shop = await this.options.shop();
    await withTransaction(this.db, WAITLIST_TX, async (tx) => {
      const { row, created } = await tx.waitlist.ask({
        productSizeId: size.sizeId,
        userId: who?.user.id ?? null,
        email,
        language,
        tokenHash: token.hash,
        state: who ? 'waiting' : 'unconfirmed',
      });
      if (who) {
        if (row.state === 'unconfirmed') await tx.waitlist.confirmForUser(row.id, who.user.id);
        return;
      }
      if (row.state !== 'unconfirmed') return;
      // A guest asking again before confirming gets a fresh link (the last one may be lost); the limits above keep
      // this from becoming a way to flood an address.
      if (!created) await tx.waitlist.rekey(row.id, token.hash);
      await tx.outbox.enqueue([
        {
          kind: 'waitlist-confirm',
          to: { email },
          dedupeKey: `waitlist-confirm:${row.id}:${token.hash.slice(0, 16)}`,
          ...waitlistConfirmMessage(
            this.facts(size, language, shop, storefrontPaths.waitlistConfirm(token.secret), token.secret),
            shop,
            language,
          ),
        },
      ]);
    });
    return who ? { message: M.waiting, state: 'waiting' } : { message: M.confirmSent, state: 'unconfirmed' };
  }

  /** The confirmation link: the request waits from now (a second click is answered alike). */
  async confirm(secret: string): Promise<{ message: string }> {
    const row = await this.repo.byToken(hashToken(secret));
    if (!row || row.state === 'unsubscribed') throw new NotFoundError(M.linkBad);
    await this.repo.confirm(row.id);
    return { message: M.confirmed };
  }

  /** One click from any waitlist e-mail: that request and every other open one of its address end. */
  async unsubscribe(secret: string): Promise<{ message: string }> {
    const row = await this.repo.byToken(hashToken(secret));
    if (!row) throw new NotFoundError(M.linkBad);
    await this.repo.unsubscribeAddress(row.email);
    return { message: M.unsubscribed };
  }

  async mine(userId: number): Promise<MyWaitlistRequest[]> {
    return (await this.repo.mine(userId)).map((row) => ({
      id: row.id,
      product_size_id: row.sizeId,
      product_id: row.productId,
      product_name: row.name,
      product_name_mal: row.nameMal,
      product_slug: row.slug,
      size: row.size,
      state: row.state as WaitlistState,
      created_at: row.createdAt.toISOString(),
    }));
  }

  async stopRequest(userId: number, id: number): Promise<{ message: string }> {
    // Another's request, or one already ended, is "not found" alike.
    if (!(await this.repo.stop(userId, id))) throw new NotFoundError(M.linkBad);
    return { message: M.stopped };
  }

  /** How many confirmed shoppers wait for each size (the console's Stock list). */
  waitingBySize(sizeIds?: readonly number[]): Promise<Map<number, number>> {
    return this.repo.waitingBySize(sizeIds);
  }

  async mostWanted(limit = 5): Promise<MostWantedSize[]> {
    return (await this.repo.mostWanted(limit)).map((row) => ({
      product_size_id: row.sizeId,
      product_id: row.productId,
      product_name: row.name,
      size: row.size,
      waiting: row.waiting,
    }));
  }

  // ---- The pass ----

  /**
   * Tells everyone waiting for a size that can be bought now, WAITLIST_BATCH requests per transaction: each request's
   * message is written to the outbox (priority 1, so orders' messages go first) in the transaction that marks it told,
   * its rows locked with SKIP LOCKED, so a shopper is told once even when two processes pass together. Between batches
   * the size is asked about again: once it has sold out again, the rest keep waiting for the next arrival. Answers
   * how many were told.
   */
  async tell(): Promise<number> {
    return this.options.database.withLock(LOCKS.waitlist, async () => {
      const sizeIds = await this.repo.sizesWaiting();
      if (sizeIds.length === 0) return 0;
      const now = await this.options.stock.available(sizeIds);
      const shop = await this.options.shop();
      let told = 0;
      for (const sizeId of sizeIds.filter((id) => now.get(id)?.inStock)) {
        const size = await this.repo.size(sizeId);
        if (!size?.active) continue;
        for (let first = true; ; first = false) {
          if (!first && !(await this.options.stock.available([sizeId])).get(sizeId)?.inStock) break;
          const batch = await this.tellBatch(size, shop);
          told += batch;
          if (batch < WAITLIST_BATCH) break;
        }
      }
      if (told > 0) this.options.log.info({ told }, "waiting shoppers told it's back");
      return told;
    });
  }

  private tellBatch(size: WaitlistSize, shop: ShopFacts): Promise<number> {
    return withTransaction(this.db, WAITLIST_TX, async (tx) => {
      const rows = await tx.waitlist.claimWaiting(size.sizeId, WAITLIST_BATCH);
      if (rows.length === 0) return 0;
      const productPath = storefrontPaths.product({ id: size.productId, product_slug: size.slug });
      const told = rows.map((row) => ({ row, token: newToken() }));
      await tx.waitlist.markTold(told.map(({ row, token }) => ({ id: row.id, tokenHash: token.hash })));
      await tx.outbox.enqueue(
        told.map(({ row, token }): PendingMessage => {
          const language = isLanguage(row.language) ? row.language : 'en';
          return {
            kind: 'waitlist-back',
            to: { email: row.email },
            dedupeKey: `waitlist-back:${row.id}`,
            priority: 1,
            ...waitlistBackMessage(
              this.facts(size, language, shop, productPath, token.secret),
              shop,
              language,
            ),
          };
        }),
      );
      return rows.length;
    });
  }

  private facts(size: WaitlistSize, language: Language, shop: ShopFacts, path: string, secret: string) {
    const link = (to: string) => `${shop.url}${pathInLanguage(to, language)}`;
    return {
      productName: inLanguage(language, size.name, size.nameMal),
      size: size.size,
      link: link(path),
      unsubscribeLink: link(storefrontPaths.waitlistUnsubscribe(secret)),
    };
  }

  /** One pass; a pass already running in this process is waited for instead of started twice. */
  run(): Promise<number> {
    this.running ??= this.tell()
      .catch((error: unknown) => {
        this.options.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          "the it's-back pass failed; it runs again soon",
        );
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  start(everyMs: number = WAITLIST_PASS_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
