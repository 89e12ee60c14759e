import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequestsMessage } from '@farm/contract';
import { TooManyRequestsError } from '../../shared/errors.js';

/** DOMAIN.md "Abuse limits". Per-address limits stay generous: Indian mobile networks share addresses widely. */
export const AUTH_LIMITS = {
  failedLoginsPerEmail: { points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  loginsPerIp: { points: 100, windowSeconds: 60 * 60 },
  registrationsPerIp: { points: 30, windowSeconds: 60 * 60 },
  registrationsPerEmail: { points: 10, windowSeconds: 60 * 60 },
} as const;

type LimiterFactory = (
  name: string,
  options: { points: number; windowSeconds: number; blockSeconds?: number },
) => RateLimiterAbstract;

/** Counters live in Redis when REDIS_URL is set (shared by every process), in this process's memory otherwise. */
export function limiterFactory(redis: Redis | undefined): LimiterFactory {
  return (name, { points, windowSeconds, blockSeconds }) => {
    const options: IRateLimiterOptions = {
      keyPrefix: `rl:${name}`,
      points,
      duration: windowSeconds,
      ...(blockSeconds ? { blockDuration: blockSeconds } : {}),
    };
    if (!redis) return new RateLimiterMemory(options);
    // If Redis stops answering, limits keep working per process instead of failing every sign-in.
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
}

/**
 * Connects to Redis, which reconnects by itself; while it is away the insurance limiter counts in this process. The
 * log says once when it cannot be reached (at start or later) and once when it is back.
 */
export function connectRedis(
  url: string,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
): Redis {
  const redis = new Redis(url, { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { reason: error.message },
      'Redis (REDIS_URL) is not answering: rate limits are counted in this process only until it is back.',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({}, 'Redis (REDIS_URL) is back: rate limits are shared by every process again.');
  });
  return redis;
}

function tooMany(res: RateLimiterRes, message?: string): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new TooManyRequestsError(message ?? tooManyRequestsMessage(seconds), seconds);
}

/** Takes a point for `key`, or refuses with a 429 that says how long to wait (or `message`). */
export async function consume(limiter: RateLimiterAbstract, key: string, message?: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error, message);
    throw error;
  }
}

export class AuthRateLimits {
  private readonly loginIp: RateLimiterAbstract;
  private readonly loginFailures: RateLimiterAbstract;
  private readonly registerIp: RateLimiterAbstract;
  private readonly registerEmail: RateLimiterAbstract;

  constructor(create: LimiterFactory) {
    this.loginIp = create('login-ip', AUTH_LIMITS.loginsPerIp);
    this.loginFailures = create('login-failures', AUTH_LIMITS.failedLoginsPerEmail);
    this.registerIp = create('register-ip', AUTH_LIMITS.registrationsPerIp);
    this.registerEmail = create('register-email', AUTH_LIMITS.registrationsPerEmail);
  }

  /**
   * Before checking a password: the address's attempt budget, then one of the e-mail's failure points, taken now
   * (one atomic step in memory or Redis), so that 50 guesses sent at once still get at most 5 password checks. A
   * guess over the budget blocks the e-mail for the block time.
   */
  async beforeLogin(ip: string, email: string): Promise<void> {
    await consume(this.loginIp, ip);
    await consume(this.loginFailures, email);
  }

  /** Before checking a signed-in customer's current password: the same failure points as sign-in. */
  async beforePasswordCheck(email: string): Promise<void> {
    await consume(this.loginFailures, email);
  }

  /** The password was right: its point goes back, and so do the earlier failures (the owner is here). */
  async loginSucceeded(email: string): Promise<void> {
    await this.loginFailures.delete(email);
  }

  async beforeRegister(ip: string, email: string): Promise<void> {
    await consume(this.registerIp, ip);
    await consume(this.registerEmail, email);
  }
}
