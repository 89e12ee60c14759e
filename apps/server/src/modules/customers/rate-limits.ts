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

/**
 * DOMAIN.md "Abuse limits". Per-address limits stay generous: Indian mobile networks share addresses widely.
 * Wrong passwords are counted per e-mail and address, so that a stranger's guesses lock only the stranger out, under a
 * much higher ceiling for the e-mail from everywhere, which stops guesses spread over many addresses (security issue
 * 33, item 4).
 */
export const AUTH_LIMITS = {
  failedLoginsPerEmailAndIp: { points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  failedLoginsPerEmail: { points: 50, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Two-factor codes, per e-mail: only someone who had the password right can try one. */
  failedCodesPerEmail: { points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** From this many wrong passwords for one e-mail within the ceiling's window its owner is e-mailed, once a window. */
  warnAfterFailures: 10,
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

/**
 * What the counters said before a password check: how many wrong passwords the e-mail has had from everywhere in the
 * ceiling's window (this try included), and, when that is over the ceiling, the 429 to answer unless a second factor
 * lets the right password through.
 */
export interface LoginGate {
  failures: number;
  overCeiling?: TooManyRequestsError;
}

/** The key of one e-mail's wrong passwords from one address. */
const pairKey = (email: string, ip: string) => `${email}|${ip}`;

export class AuthRateLimits {
  private readonly loginIp: RateLimiterAbstract;
  private readonly pairFailures: RateLimiterAbstract;
  private readonly emailFailures: RateLimiterAbstract;
  private readonly codeFailures: RateLimiterAbstract;
  private readonly warned: RateLimiterAbstract;
  private readonly registerIp: RateLimiterAbstract;
  private readonly registerEmail: RateLimiterAbstract;

  constructor(create: LimiterFactory) {
    this.loginIp = create('login-ip', AUTH_LIMITS.loginsPerIp);
    this.pairFailures = create('login-failures-address', AUTH_LIMITS.failedLoginsPerEmailAndIp);
    this.emailFailures = create('login-failures', AUTH_LIMITS.failedLoginsPerEmail);
    this.codeFailures = create('code-failures', AUTH_LIMITS.failedCodesPerEmail);
    // One point a window: the first wrong password over the warning line takes it, and only that one e-mails.
    this.warned = create('login-warned', {
      points: 1,
      windowSeconds: AUTH_LIMITS.failedLoginsPerEmail.windowSeconds,
    });
    this.registerIp = create('register-ip', AUTH_LIMITS.registrationsPerIp);
    this.registerEmail = create('register-email', AUTH_LIMITS.registrationsPerEmail);
  }

  /**
   * Before checking a password: the address's attempt budget, one failure point of the e-mail from this address, and
   * one of the e-mail's ceiling, each taken now (one atomic step in memory or Redis), so that 50 guesses sent at once
   * from one address still get at most 5 password checks. Over the address's budget: 429. Over the ceiling: the
   * caller decides (a right password with two-factor on still gets to the code step), so it is answered, not thrown.
   */
  async beforeLogin(ip: string, email: string): Promise<LoginGate> {
    await consume(this.loginIp, ip);
    await consume(this.pairFailures, pairKey(email, ip));
    return this.beforeCeiling(email);
  }

  /**
   * Before checking a signed-in person's current password (a password change, two-factor on or off): the same
   * failure points as sign-in, from this address and e-mail-wide, so a stolen session cannot guess its way to the
   * password, and cannot lock the owner out from elsewhere either.
   */
  async beforePasswordCheck(ip: string, email: string): Promise<LoginGate> {
    await consume(this.pairFailures, pairKey(email, ip));
    const gate = await this.beforeCeiling(email);
    if (gate.overCeiling) throw gate.overCeiling;
    return gate;
  }

  private async beforeCeiling(email: string): Promise<LoginGate> {
    try {
      return { failures: (await this.emailFailures.consume(email)).consumedPoints };
    } catch (error) {
      if (error instanceof RateLimiterRes)
        return { failures: error.consumedPoints, overCeiling: tooMany(error) };
      throw error;
    }
  }

  /**
   * The password was right: the address's failures for the e-mail are forgotten (the owner is here) and this try's
   * ceiling point goes back. The ceiling keeps the other failures: guesses from elsewhere go on whoever signs in.
   */
  async loginSucceeded(ip: string, email: string, gate: LoginGate): Promise<void> {
    await this.pairFailures.delete(pairKey(email, ip));
    if (!gate.overCeiling) await this.emailFailures.reward(email, 1);
  }

  /**
   * After a wrong password: true once a window, for the wrong password that reaches the warning line, so its owner is
   * told once that the account is being guessed at, not once a try.
   */
  async shouldWarn(email: string, gate: LoginGate): Promise<boolean> {
    if (gate.failures < AUTH_LIMITS.warnAfterFailures) return false;
    try {
      await this.warned.consume(email);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** Before checking a two-factor code: its own failure points, per e-mail (a right password does not give them back). */
  async beforeCodeCheck(key: string): Promise<void> {
    await consume(this.codeFailures, key);
  }

  /** The code was right: its earlier failures are forgotten. */
  async codeSucceeded(key: string): Promise<void> {
    await this.codeFailures.delete(key);
  }

  async beforeRegister(ip: string, email: string): Promise<void> {
    await consume(this.registerIp, ip);
    await consume(this.registerEmail, email);
  }
}
