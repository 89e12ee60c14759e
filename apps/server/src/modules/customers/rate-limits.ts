import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { MESSAGES } from '@farm/contract';
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
  options: { points: number; windowSeconds: number },
) => RateLimiterAbstract;

/** Counters live in Redis when REDIS_URL is set (shared by every process), in this process's memory otherwise. */
export function limiterFactory(redis: Redis | undefined): LimiterFactory {
  return (name, { points, windowSeconds }) => {
    const options: IRateLimiterOptions = { keyPrefix: `rl:${name}`, points, duration: windowSeconds };
    if (!redis) return new RateLimiterMemory(options);
    // If Redis stops answering, limits keep working per process instead of failing every sign-in.
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
}

export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {}); // reconnects by itself; the insurance limiter covers the gap
  return redis;
}

function tooMany(res: RateLimiterRes): TooManyRequestsError {
  return new TooManyRequestsError(MESSAGES.tooManyRequests, res.msBeforeNext / 1000);
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error);
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
    this.loginFailures = create('login-fail', AUTH_LIMITS.failedLoginsPerEmail);
    this.registerIp = create('register-ip', AUTH_LIMITS.registrationsPerIp);
    this.registerEmail = create('register-email', AUTH_LIMITS.registrationsPerEmail);
  }

  /** Before checking a password: the address's attempt budget, and whether the e-mail is blocked. */
  async beforeLogin(ip: string, email: string): Promise<void> {
    const failures = await this.loginFailures.get(email);
    if (failures && failures.consumedPoints > AUTH_LIMITS.failedLoginsPerEmail.points)
      throw tooMany(failures);
    await consume(this.loginIp, ip);
  }

  /** A wrong password: the fifth within the window blocks the e-mail for the block time. */
  async loginFailed(email: string): Promise<void> {
    const { points, blockSeconds } = AUTH_LIMITS.failedLoginsPerEmail;
    try {
      const res = await this.loginFailures.consume(email);
      if (res.consumedPoints >= points) await this.loginFailures.block(email, blockSeconds);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
    }
  }

  async loginSucceeded(email: string): Promise<void> {
    await this.loginFailures.delete(email);
  }

  async beforeRegister(ip: string, email: string): Promise<void> {
    await consume(this.registerIp, ip);
    await consume(this.registerEmail, email);
  }
}
