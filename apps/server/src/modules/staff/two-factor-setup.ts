import { STAFF_MESSAGES } from '@farm/contract';
import { ConflictError, NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { withTransaction } from '../../db/transaction.js';
import { type AuditEntry, type StaffActor } from '../audit/index.js';
import type { StaffCaller } from '../../shared/caller.js';
import { staffTwoFactorMessage } from '../messages/index.js';
import { actorOf, indiaTime, limitKey, StaffPart, WITH_MAIL } from './common.js';
import { type StaffRow } from './repository.js';
import { checkTotp, newRecoveryCodes, newTotpKey, qrCodeSvg, recoveryCodeHash } from './two-factor.js';

/** Two-factor sign-in: turning it on and off, the owner's reset, and the owner's rule that everyone uses it. */
export class TwoFactorSetup extends StaffPart {
  /** Starts setting up two-factor sign-in: a new key, kept aside until a code from the app confirms it. */
  async startTwoFactor(
    caller: StaffCaller,
  ): Promise<{ secret: string; otpauthUrl: string; qrSvg: string; issuer: string }> {
    const row = (await this.repo.findById(caller.member.id))!;
    if (row.totpSecret) throw new ConflictError(STAFF_MESSAGES.twoFactorAlreadyOn);
    const issuer = (await this.shop()).name;
    const key = newTotpKey(row.email, issuer);
    await this.repo.update(row.id, { totpPendingSecret: key.secret });
    return { ...key, qrSvg: await qrCodeSvg(key.otpauthUrl), issuer };
  }

  /**
   * Turns two-factor sign-in on with the current password and the first code from the app, and answers the recovery
   * codes (shown once, kept hashed). The password is asked because a session alone (a stolen cookie) must not tie the
   * account to someone else's phone and lock its owner out. Their other sessions end; a session that had to set it up
   * may now do what the role allows; an e-mail tells them.
   */
  async confirmTwoFactor(
    caller: StaffCaller,
    input: { code: string; password: string },
    address: string,
  ): Promise<string[]> {
    const row = (await this.repo.findById(caller.member.id))!;
    if (row.totpSecret) throw new ConflictError(STAFF_MESSAGES.twoFactorAlreadyOn);
    if (!row.totpPendingSecret) throw new ConflictError(STAFF_MESSAGES.twoFactorNotStarted);
    await this.checkCurrentPassword(caller, row, input.password, address, 'twoFactorOn', 'password');
    await this.limits.beforeCodeCheck(limitKey(row.email));
    const step = /^\d{6}$/.test(input.code)
      ? await checkTotp(row.totpPendingSecret, input.code, null)
      : undefined;
    if (step === undefined) {
      throw new RuleViolationError(STAFF_MESSAGES.codeWrong, { code: [STAFF_MESSAGES.codeWrong] });
    }
    await this.limits.codeSucceeded(limitKey(row.email));
    const codes = newRecoveryCodes();
    const mail = await this.twoFactorMail('on', row);
    await withTransaction(this.db, WITH_MAIL, async (tx) => {
      await tx.staff.update(row.id, {
        totpSecret: row.totpPendingSecret,
        totpPendingSecret: null,
        totpLastStep: step,
      });
      await tx.staff.replaceRecoveryCodes(row.id, codes.map(recoveryCodeHash));
      await tx.staff.endSessions(row.id, caller.sessionId);
      if (caller.stage === 'setup') await tx.staff.advanceSession(caller.sessionId, { stage: 'full' });
      await tx.audit.write({
        ...actorOf(caller, address),
        action: 'staff.two-factor-on',
        entity: 'staff',
        entityId: String(row.id),
      });
      await tx.outbox.enqueue([mail]);
    });
    return codes;
  }

  /** The e-mail that tells a member their two-factor sign-in was turned on, off, or reset by the owner. */
  private async twoFactorMail(change: 'on' | 'off' | 'reset', row: StaffRow) {
    const at = new Date();
    return {
      kind: change === 'on' ? ('staff-two-factor-on' as const) : ('staff-two-factor-off' as const),
      to: { email: row.email },
      dedupeKey: `staff-two-factor-${change}:${row.id}:${at.getTime()}`,
      ...staffTwoFactorMessage(change, row.name, indiaTime(at), await this.shop()),
    };
  }

  /** Turns one's own two-factor sign-in off (the password is asked), unless the shop requires it; an e-mail tells them. */
  async disableTwoFactor(caller: StaffCaller, password: string, address: string): Promise<void> {
    if (await this.settings.staffTwoFactorRequired())
      throw new ConflictError(STAFF_MESSAGES.twoFactorRequired);
    const row = (await this.repo.findById(caller.member.id))!;
    await this.checkCurrentPassword(caller, row, password, address, 'twoFactorOff', 'password');
    await this.clearTwoFactor(
      row,
      { ...actorOf(caller, address), action: 'staff.two-factor-off' },
      await this.twoFactorMail('off', row),
    );
  }

  /** The owner resets someone's two-factor sign-in (a lost phone): it is off, their sessions end, they are told. */
  async resetTwoFactor(id: number, by: StaffCaller, address: string): Promise<void> {
    const row = await this.repo.findById(id);
    if (!row) throw new NotFoundError(STAFF_MESSAGES.noSuchStaff);
    await this.clearTwoFactor(
      row,
      { ...actorOf(by, address), action: 'staff.two-factor-reset' },
      // A member without two-factor had nothing reset: no e-mail.
      row.totpSecret ? await this.twoFactorMail('reset', row) : undefined,
      true,
    );
  }

  private async clearTwoFactor(
    row: StaffRow,
    audit: Pick<AuditEntry, 'staffId' | 'actor' | 'address' | 'action'>,
    mail: Awaited<ReturnType<TwoFactorSetup['twoFactorMail']>> | undefined,
    endAllSessions = false,
  ): Promise<void> {
    const id = row.id;
    await withTransaction(this.db, WITH_MAIL, async (tx) => {
      await tx.staff.update(id, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      await tx.staff.replaceRecoveryCodes(id, []);
      if (endAllSessions) await tx.staff.endSessions(id);
      await tx.audit.write({ ...audit, entity: 'staff', entityId: String(id) });
      if (mail) await tx.outbox.enqueue([mail]);
    });
  }

  /** The owner's rule that every staff member uses two-factor sign-in; only one who uses it may turn it on. */
  async setTwoFactorRule(caller: StaffCaller, required: boolean, address: string): Promise<void> {
    if (required && !caller.twoFactor) throw new ConflictError(STAFF_MESSAGES.twoFactorYourselfFirst);
    await this.settings.setStaffTwoFactorRequired(required, actorOf(caller, address) as StaffActor);
  }
}
