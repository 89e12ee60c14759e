import { STAFF_MESSAGES, type StaffSessionStage, type StaffSignIn } from '@farm/contract';
import { RuleViolationError, UnauthenticatedError } from '../../shared/errors.js';
import { verifyAgainstNothing, verifyPassword } from '../customers/index.js';
import { withTransaction } from '../../db/transaction.js';
import type { StaffCaller } from '../../shared/caller.js';
import {
  ABSOLUTE_MS,
  actorOf,
  CODE_WITHIN_MS,
  hashSecret,
  limitKey,
  newSessionSecret,
  type OpenedSession,
  STAFF_CHANGE,
  StaffPart,
  toMember,
} from './common.js';
import { type StaffRow } from './repository.js';
import { checkTotp, recoveryCodeHash } from './two-factor.js';

/** Signing in: the password, then (with two-factor on) the code. */
export class SignIns extends StaffPart {
  /**
   * Signs a staff member in with e-mail and password. With two-factor sign-in on, the session opened waits for the
   * code (`code`, for a few minutes); when the shop requires two-factor and they have none, it may only set it up.
   */
  async signIn(input: StaffSignIn, address: string): Promise<OpenedSession> {
    const email = input.email.toLowerCase();
    const gate = await this.limits.beforeLogin(address, limitKey(email));
    const found = await this.repo.findByEmail(email);
    // A removed member cannot sign in; they are answered exactly like a wrong password.
    const row = found && found.removedAt === null ? found : undefined;
    // Checked even over the e-mail's ceiling, so the answer's time says nothing of the account.
    const ok = row
      ? await verifyPassword(row.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!row || !ok) {
      await this.audit.write({
        staffId: row?.id ?? null,
        actor: email,
        action: 'staff.sign-in-failed',
        entity: 'staff',
        entityId: row ? String(row.id) : undefined,
        address,
      });
      if (row) await this.warnIfGuessed(gate, row);
      throw gate.overCeiling ?? new UnauthenticatedError(STAFF_MESSAGES.wrongCredentials);
    }
    // Over the e-mail's ceiling (guesses spread over many addresses) the right password alone opens nothing; with
    // two-factor on it opens only the code step, whose budget is the code's own: guessers cannot keep the owner out.
    if (gate.overCeiling && !row.totpSecret) throw gate.overCeiling;
    await this.limits.loginSucceeded(address, limitKey(email), gate);
    const stage: StaffSessionStage = row.totpSecret
      ? 'code'
      : (await this.settings.staffTwoFactorRequired())
        ? 'setup'
        : 'full';
    const lifetime = stage === 'code' ? CODE_WITHIN_MS : ABSOLUTE_MS;
    const secret = newSessionSecret();
    await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      await tx.staff.insertSession(row.id, hashSecret(secret), new Date(Date.now() + lifetime), stage);
      await tx.audit.write({
        staffId: row.id,
        actor: row.email,
        action: stage === 'code' ? 'staff.sign-in-password' : 'staff.sign-in',
        entity: 'staff',
        entityId: String(row.id),
        address,
      });
    });
    return {
      secret,
      member: toMember(row),
      stage,
      twoFactor: row.totpSecret !== null,
      maxAgeSeconds: lifetime / 1000,
      message:
        stage === 'code'
          ? STAFF_MESSAGES.codeNeeded
          : stage === 'setup'
            ? STAFF_MESSAGES.setupNeeded
            : undefined,
    };
  }

  /**
   * The second step: a code from the authenticator app (each accepted once) or an unused recovery code. The session
   * gets a new secret (the one that only knew the password stops working) and its full lifetime.
   */
  async completeSignIn(caller: StaffCaller, code: string, address: string): Promise<OpenedSession> {
    const row = (await this.repo.findById(caller.member.id))!;
    await this.limits.beforeCodeCheck(limitKey(row.email));
    const used = await this.useCode(row, code);
    if (!used) {
      await this.audit.write({
        ...actorOf(caller, address),
        action: 'staff.sign-in-failed',
        entity: 'staff',
        entityId: String(row.id),
        after: { step: 'two-factor code' },
      });
      throw new RuleViolationError(STAFF_MESSAGES.codeWrong, { code: [STAFF_MESSAGES.codeWrong] });
    }
    await this.limits.codeSucceeded(limitKey(row.email));
    const secret = newSessionSecret();
    await withTransaction(this.db, STAFF_CHANGE, async (tx) => {
      await tx.staff.advanceSession(caller.sessionId, {
        stage: 'full',
        tokenHash: hashSecret(secret),
        endsAt: new Date(Date.now() + ABSOLUTE_MS),
      });
      await tx.audit.write({
        ...actorOf(caller, address),
        action: 'staff.sign-in',
        entity: 'staff',
        entityId: String(row.id),
        after: { two_factor: used },
      });
    });
    return {
      secret,
      member: toMember(row),
      stage: 'full',
      twoFactor: true,
      maxAgeSeconds: ABSOLUTE_MS / 1000,
      message: used === 'recovery code' ? STAFF_MESSAGES.recoveryCodeUsed : undefined,
    };
  }

  /** Accepts a code once: the app's (6 digits) or a recovery code. Says which, or false. */
  private async useCode(row: StaffRow, code: string): Promise<'app' | 'recovery code' | false> {
    if (!row.totpSecret) return false;
    if (/^\d{6}$/.test(code)) {
      const step = await checkTotp(row.totpSecret, code, row.totpLastStep);
      return step !== undefined && (await this.repo.useTotpStep(row.id, step)) ? 'app' : false;
    }
    return (await this.repo.useRecoveryCode(row.id, recoveryCodeHash(code))) ? 'recovery code' : false;
  }
}
