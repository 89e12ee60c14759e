import type { Db } from '../../db/client.js';
import type { Notifier } from './notifier.js';
import { OutboxRepository } from './repository.js';
import type { PendingMessage } from './types.js';

export const OUTBOX = {
  batch: 20,
  /** A claim outlives any one try (the SMTP deadlines are 15 + 30 s), so no second process takes a message in flight. */
  leaseMs: 5 * 60_000,
  /** Tries in all before a message is marked failed (about a day and a half of retries). */
  maxAttempts: 8,
  /** The wait after the n-th failed try: 30 s, 1, 2, 4 ... minutes, at most 6 hours. */
  backoffMs: (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 6 * 60 * 60_000),
  /** Sent messages are kept this long, then deleted (at most one pruning an hour per process). */
  keepSentDays: 90,
};

export interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Sends what the outbox holds (docs/decisions/2026-11-23-outbox.md), in every server process: each pass claims due
 * messages (skipping those another process holds), hands each to the notifier once, and records the outcome. A
 * failure is tried again later with growing waits, up to OUTBOX.maxAttempts tries.
 */
export class OutboxWorker {
  private readonly repo: OutboxRepository;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private prunedAt = 0;

  constructor(
    db: Db,
    readonly notifier: Notifier,
    private readonly log: OutboxLog,
    private readonly options: typeof OUTBOX = OUTBOX,
  ) {
    this.repo = new OutboxRepository(db);
  }

  /** One pass until nothing is due; answers how many messages went out. Passes never overlap within a process. */
  run(): Promise<number> {
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drain(): Promise<number> {
    if (Date.now() - this.prunedAt > 60 * 60_000) {
      this.prunedAt = Date.now();
      await this.repo.pruneSent(new Date(Date.now() - this.options.keepSentDays * 86_400_000));
    }
    let sent = 0;
    for (;;) {
      const claimed = await this.repo.claim(this.options.batch, this.options.leaseMs);
      if (claimed.length === 0) return sent;
      const claimedAt = Date.now();
      for (const [index, message] of claimed.entries()) {
        // A slow mail server must not keep this process sending past its claim (another would take the rest over
        // and both would send them): what is left after half the claim goes back, untried.
        if (Date.now() - claimedAt > this.options.leaseMs / 2) {
          await this.repo.release(claimed.slice(index).map((m) => m.id));
          break;
        }
        try {
          await this.notifier.send(message);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const last = message.attempts >= this.options.maxAttempts;
          await this.repo.markFailed(
            message.id,
            reason,
            last ? undefined : this.options.backoffMs(message.attempts),
          );
          const facts = { message: message.id, kind: message.kind, attempt: message.attempts, reason };
          if (last) this.log.error(facts, 'message given up after its last try');
          else this.log.warn(facts, 'message not sent; it will be tried again');
          continue;
        }
        await this.repo.markSent(message.id);
        sent += 1;
      }
    }
  }

  /**
   * Sends one message now, outside the passes, and answers whether the mail server took it (with its refusal in
   * words when not): the setup checklist's test e-mail, which the owner waits for. The message is kept in the outbox
   * like any other (the console's Messages page shows it); a failure is final, not tried again: the owner presses
   * the button again after putting the mail settings right.
   */
  async sendNow(
    message: Omit<PendingMessage, 'to'> & { to: { email: string } },
  ): Promise<{ sent: true } | { sent: false; reason: string }> {
    const row = await this.repo.insertClaimed(message, this.options.leaseMs);
    try {
      await this.notifier.send(row);
    } catch (error) {
      const reason = refusalOf(error);
      await this.repo.markFailed(row.id, reason, undefined);
      this.log.warn({ message: row.id, kind: row.kind, reason }, 'message not sent');
      return { sent: false, reason };
    }
    await this.repo.markSent(row.id);
    return { sent: true };
  }

  start(everyMs: number): void {
    this.timer ??= setInterval(() => {
      this.run().catch((error: unknown) =>
        this.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'outbox pass failed',
        ),
      );
    }, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    this.notifier.close();
  }
}

/**
 * A transport's refusal in one line, for the owner to read: nodemailer's message (which names the server's answer, e.g.
 * "Message failed: 451 Greylisted"), without a stack, cut short.
 */
export function refusalOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0]!.trim();
  return line.length > 300 ? `${line.slice(0, 297)}…` : line || 'the mail server gave no reason';
}
