import type { FastifyInstance } from 'fastify';

/**
 * The sandbox's stand-in for Razorpay's webhook delivery: a moment after a test payment, the signed event is posted
 * to this same server (in process, so it needs no port), as Razorpay's servers would post it.
 */
export class SandboxWebhooks {
  private app: FastifyInstance | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();

  /** @param delayMs how long "Razorpay" waits before it calls (the payments module's SANDBOX_WEBHOOK_DELAY_MS). */
  constructor(private readonly delayMs: number) {}

  attach(app: FastifyInstance): void {
    this.app = app;
  }

  deliver(body: string, signature: string, eventId: string): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.app
        ?.inject({
          method: 'POST',
          url: '/api/webhooks/razorpay',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signature,
            'x-razorpay-event-id': eventId,
          },
          payload: body,
        })
        .catch((error: unknown) => this.app?.log.error({ err: error }, 'sandbox webhook delivery failed'));
    }, this.delayMs);
    this.timers.add(timer);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
