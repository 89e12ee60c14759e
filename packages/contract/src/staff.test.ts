import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  PERMISSION_WORDS,
  ROLE_PERMISSIONS,
  STAFF_MESSAGES,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  roleReach,
  staffPasswordForm,
  staffPasswordProblem,
  staffPasswordRule,
} from './index.js';

describe('the staff password rule', () => {
  const problem = (password: string, email = 'owner@farm.example') => staffPasswordProblem(password, email);

  it('says "too short" for fewer than 12 characters, and nothing else', () => {
    expect(STAFF_MESSAGES.passwordTooShort).toBe('Use at least 12 characters.');
    expect(problem('a'.repeat(STAFF_PASSWORD_MIN_LENGTH - 1))).toBe(STAFF_MESSAGES.passwordTooShort);
    expect(problem('paddy-field')).toBe(STAFF_MESSAGES.passwordTooShort);
  });

  it('says "too common" for a well-known password, whatever its case', () => {
    expect(STAFF_MESSAGES.passwordCommon).toBe('This password is too common: choose another.');
    expect(problem('password1234')).toBe(STAFF_MESSAGES.passwordCommon);
    expect(problem('Coconut12345')).toBe(STAFF_MESSAGES.passwordCommon);
  });

  it('says "too few different characters" for one or two characters repeated', () => {
    expect(STAFF_MESSAGES.passwordFewCharacters).toBe('Use at least 5 different characters.');
    expect(problem('aaaaaaaaaaaaaaaa')).toBe(STAFF_MESSAGES.passwordFewCharacters);
    expect(problem('abababababab')).toBe(STAFF_MESSAGES.passwordFewCharacters);
  });

  it('names the part of the e-mail before the @ when the password contains it (the demo owner’s case)', () => {
    expect(problem('the-owner-of-the-farm')).toBe(
      'The password must not contain the part of your e-mail before the @ ("owner").',
    );
    expect(problem('Ravi.Kumar-2026', 'ravi.kumar@farm.example')).toBe(
      STAFF_MESSAGES.passwordHasEmail('ravi.kumar'),
    );
    // A part of two letters is in too many words to count.
    expect(problem('jackfruit-season-9', 'ja@farm.example')).toBeUndefined();
    // The domain is not the person's: it may be in the password.
    expect(problem('farm-example-harvest', 'owner@farm.example')).toBeUndefined();
  });

  it('accepts a password that keeps every part of the rule', () => {
    expect(problem('monsoon-harvest-42')).toBeUndefined();
  });

  it('says the whole rule in one sentence, naming the e-mail’s part when it is known', () => {
    expect(staffPasswordRule()).toBe(
      'At least 12 characters with at least 5 different ones, not a common password, and not containing the part of your e-mail before the @.',
    );
    expect(staffPasswordRule('owner@farm.example')).toBe(
      'At least 12 characters with at least 5 different ones, not a common password, and not containing “owner” (your e-mail before the @).',
    );
  });

  it('the change-password form asks for the current password, the new one, and the same one again', () => {
    const issues = (form: object) =>
      staffPasswordForm.safeParse(form).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues({ current_password: '', password: '', confirm: '' })).toEqual([
      ['current_password', STAFF_MESSAGES.currentPasswordRequired],
      ['password', STAFF_MESSAGES.newPasswordRequired],
    ]);
    expect(
      issues({ current_password: 'x', password: 'monsoon-harvest-42', confirm: 'monsoon-harvest-24' }),
    ).toEqual([['confirm', STAFF_MESSAGES.passwordsDiffer]]);
    expect(
      staffPasswordForm.parse({
        current_password: 'x',
        password: 'monsoon-harvest-42',
        confirm: 'monsoon-harvest-42',
      }),
    ).toMatchObject({ current_password: 'x', password: 'monsoon-harvest-42' });
  });
});

describe('what each role may do, in words', () => {
  it('has words for every permission', () => {
    for (const permission of PERMISSIONS) expect(PERMISSION_WORDS[permission], permission).toBeTruthy();
  });

  it('splits every permission into may and may not, following ROLE_PERMISSIONS', () => {
    for (const role of STAFF_ROLES) {
      const reach = roleReach(role);
      expect(reach.may).toEqual(ROLE_PERMISSIONS[role].map((permission) => PERMISSION_WORDS[permission]));
      expect(reach.may.length + reach.mayNot.length).toBe(PERMISSIONS.length);
    }
    expect(roleReach('owner').mayNot).toEqual([]);
    expect(roleReach('packer').may).toEqual([
      PERMISSION_WORDS['orders.read'],
      PERMISSION_WORDS['orders.advance'],
      PERMISSION_WORDS['stock.write'],
    ]);
    expect(roleReach('packer').mayNot).toContain(PERMISSION_WORDS['orders.refund']);
    expect(roleReach('manager').mayNot).toEqual([
      PERMISSION_WORDS['settings.write'],
      PERMISSION_WORDS['staff.manage'],
      PERMISSION_WORDS['audit.read'],
    ]);
  });
});
