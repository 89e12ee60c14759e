import type { Caller } from '../../shared/caller.js';
import {
  ACCOUNT_MESSAGES,
  LOGIN_MESSAGES,
  MESSAGES,
  REGISTER_MESSAGES,
  isLanguage,
  type Gender,
  type Language,
  type User,
} from '@farm/contract';
import { NotFoundError, RuleViolationError, UnauthenticatedError } from '../../shared/errors.js';
import { signInGuessedMessage } from '../messages/index.js';
import type { OutboxRepository, ShopFacts } from '../messages/index.js';
import type { PasswordResetRepository } from './password-resets.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.js';
import type { AuthRateLimits, LoginGate } from './rate-limits.js';
import type { CustomerRepository, UserRow } from './repository.js';
import { TOKEN_LIFETIME_MS, hashTokenSecret, newTokenSecret, readBearerToken, tokenState } from './tokens.js';

/** The only shape of a customer that leaves the server: never a hash of anything. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    gender: row.gender as Gender,
    store_id: row.storeId,
  };
}

export interface SignedIn {
  token: string;
  user: User;
}

export type { Caller } from '../../shared/caller.js';

/** What the service writes besides the customer's own rows: reset links it uses up, and warnings by e-mail. */
export interface CustomerServiceParts {
  resets: Pick<PasswordResetRepository, 'useAll'>;
  outbox: Pick<OutboxRepository, 'enqueue'>;
  /** The shop's name and public address, for the warning's e-mail. */
  shop: () => Promise<ShopFacts>;
}

export class CustomerService {
  constructor(
    private readonly repo: CustomerRepository,
    private readonly limits: AuthRateLimits,
    private readonly parts: CustomerServiceParts,
  ) {}

  /**
   * A new customer; `language` is the storefront's they registered on (their e-mails are written in it). News from
   * the farm only on their own yes (`email_news`); their answer, yes or no, is kept with its time, and a registration
   * that never asked (an API client leaving it out) is a no with no time.
   */
  async register(
    input: {
      name: string;
      email: string;
      mobile: string;
      password: string;
      gender: Gender;
      email_news?: boolean | undefined;
    },
    ip: string,
    language: Language = 'en',
  ): Promise<SignedIn> {
    await this.limits.beforeRegister(ip, input.email);
    if (await this.repo.findByEmail(input.email)) throw emailTaken();
    const row = await this.repo.insert({
      name: input.name,
      email: input.email.toLowerCase(),
      mobile: input.mobile,
      gender: input.gender,
      language,
      emailNews: input.email_news === true,
      emailNewsAt: input.email_news === undefined ? null : new Date(),
      passwordHash: await hashPassword(input.password),
    });
    if (!row) throw emailTaken(); // someone registered the same e-mail a moment ago
    return this.issueToken(row);
  }

  async login(input: { email: string; password: string }, ip: string): Promise<SignedIn> {
    const email = input.email.toLowerCase();
    const gate = await this.limits.beforeLogin(ip, email);
    // Over the e-mail's ceiling (guesses spread over many addresses): a customer has no second factor to let the right
    // password through, so nothing is checked until the wait is over.
    if (gate.overCeiling) throw gate.overCeiling;
    const row = await this.repo.findByEmail(email);
    const ok = row
      ? await verifyPassword(row.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    // A wrong password keeps the failure points beforeLogin took.
    if (!row || !ok) {
      if (row) await this.warnIfGuessed(email, gate, row);
      throw new UnauthenticatedError(LOGIN_MESSAGES.failed);
    }
    await this.limits.loginSucceeded(ip, email, gate);
    return this.issueToken(row);
  }

  /**
   * Tells the customer, in their language, that their password is being guessed at: once a window, by the wrong
   * password that reaches the warning line, through the outbox.
   */
  private async warnIfGuessed(email: string, gate: LoginGate, row: UserRow): Promise<void> {
    if (!(await this.limits.shouldWarn(email, gate))) return;
    const language = isLanguage(row.language) ? row.language : 'en';
    await this.parts.outbox.enqueue([
      {
        kind: 'sign-in-guessed',
        to: { userId: row.id },
        dedupeKey: `sign-in-guessed:${row.id}:${Date.now()}`,
        ...signInGuessedMessage(row.name, gate.failures, await this.parts.shop(), language),
      },
    ]);
  }

  private async issueToken(row: UserRow): Promise<SignedIn> {
    const secret = newTokenSecret();
    const tokenId = await this.repo.insertToken(
      row.id,
      hashTokenSecret(secret),
      new Date(Date.now() + TOKEN_LIFETIME_MS),
    );
    return { token: `${tokenId}|${secret}`, user: toUser(row) };
  }

  /** The caller behind an Authorization header; missing, unknown or revoked tokens are refused alike. */
  async authenticate(header: string | undefined): Promise<Caller> {
    const presented = readBearerToken(header);
    if (!presented) throw new UnauthenticatedError(MESSAGES.unauthenticated);
    const found = await this.repo.findToken(hashTokenSecret(presented.secret));
    if (!found || (presented.id !== undefined && presented.id !== found.tokenId)) {
      throw new UnauthenticatedError(MESSAGES.unauthenticated);
    }
    const now = new Date();
    const state = tokenState(found, now);
    if (state === 'revoked' || state === 'expired') throw new UnauthenticatedError(MESSAGES.unauthenticated);
    if (state === 'renew') {
      await this.repo.renewToken(found.tokenId, new Date(now.getTime() + TOKEN_LIFETIME_MS));
    }
    return {
      user: toUser(found.user),
      tokenId: found.tokenId,
      language: isLanguage(found.user.language) ? found.user.language : 'en',
    };
  }

  async logout(caller: Caller): Promise<void> {
    await this.repo.revokeToken(caller.tokenId, caller.user.id);
  }

  /** A customer may read only their own record; anyone else's id is "not found". */
  async details(caller: Caller, userId: number | undefined): Promise<User> {
    if (userId !== undefined && userId !== caller.user.id)
      throw new NotFoundError(ACCOUNT_MESSAGES.userNotFound);
    const row = await this.repo.findById(caller.user.id);
    if (!row) throw new UnauthenticatedError(MESSAGES.unauthenticated);
    return toUser(row);
  }

  /**
   * A new password, given the current one: checked under the same failure limits as sign-in (a stolen session cannot
   * guess its way to the password), then every other session of the customer is signed out and every "forgot
   * password" link still unused stops working (an old link must not undo the change).
   */
  async changePassword(
    caller: Caller,
    input: { current_password: string; password: string },
    ip: string,
  ): Promise<void> {
    const email = caller.user.email.toLowerCase();
    const gate = await this.limits.beforePasswordCheck(ip, email);
    const row = await this.repo.findById(caller.user.id);
    if (!row) throw new UnauthenticatedError(MESSAGES.unauthenticated);
    if (!(await verifyPassword(row.passwordHash, input.current_password))) {
      await this.warnIfGuessed(email, gate, row);
      throw new RuleViolationError(ACCOUNT_MESSAGES.currentPasswordWrong, {
        current_password: [ACCOUNT_MESSAGES.currentPasswordWrong],
      });
    }
    await this.limits.loginSucceeded(ip, email, gate);
    if (input.password === input.current_password) {
      throw new RuleViolationError(ACCOUNT_MESSAGES.samePassword, {
        password: [ACCOUNT_MESSAGES.samePassword],
      });
    }
    const passwordHash = await hashPassword(input.password);
    // The links first: should the rest fail, the old password still works and no old link does.
    await this.parts.resets.useAll({ userId: row.id });
    await this.repo.setPassword(row.id, passwordHash);
    await this.repo.revokeOtherTokens(row.id, caller.tokenId);
  }

  /** The customer's changes, and the language of the page they made them on (their e-mails follow it). */
  async update(
    caller: Caller,
    changes: { name?: string; mobile?: string; gender?: Gender },
    language?: Language,
  ): Promise<User> {
    const row = await this.repo.update(caller.user.id, { ...changes, ...(language && { language }) });
    if (!row) throw new UnauthenticatedError(MESSAGES.unauthenticated);
    return toUser(row);
  }
}

function emailTaken(): RuleViolationError {
  return new RuleViolationError(REGISTER_MESSAGES.emailTaken, { email: [REGISTER_MESSAGES.emailTaken] });
}
