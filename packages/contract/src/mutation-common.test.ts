/**
 * The shared wire rules (common.ts): ids in paths, text without control characters, rupees, the error and health
 * bodies, and paise <-> rupees. Written for mutation testing (npm run test:mutation).
 */
import { describe, expect, it } from 'vitest';
import {
  errorBody,
  hasControlCharacters,
  healthBody,
  idParams,
  idString,
  MAX_ID,
  MESSAGES,
  paiseToRupees,
  payableAmount,
  rupees,
  rupeesToPaise,
  text,
} from './index.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('ids in a path', () => {
  it('are 1 to MAX_ID written in digits, spaces around allowed', () => {
    expect(MAX_ID).toBe(2_147_483_647);
    expect(idString.parse('1')).toBe(1);
    expect(idString.parse(' 42 ')).toBe(42);
    expect(idString.parse('0042')).toBe(42);
    expect(idString.parse(String(MAX_ID))).toBe(MAX_ID);
    expect(idParams.parse({ id: '7' })).toEqual({ id: 7 });
  });

  it('refuse anything else with the one message', () => {
    for (const wrong of [
      '0',
      '-1',
      '1.5',
      '1e3',
      'x1',
      '1x',
      '',
      String(MAX_ID + 1),
      '12345678901',
      5,
      undefined,
    ]) {
      expect(messagesOf(idString.safeParse(wrong)), String(wrong)).toEqual([MESSAGES.invalidId]);
    }
    expect(MESSAGES.invalidId).toBe('The id must be a positive whole number.');
    expect(messagesOf(idParams.safeParse({ id: 'abc' }))).toEqual([MESSAGES.invalidId]);
  });
});

describe('control characters', () => {
  it('are C0 controls but tab, line feed and carriage return, DEL and the C1 block', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x9f]) {
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
    for (const code of [0x09, 0x0a, 0x0d, 0x20, 0x41, 0x7e, 0xa0, 0x0d15]) {
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(false);
    }
    expect(hasControlCharacters('')).toBe(false);
    expect(hasControlCharacters('\u0000')).toBe(true);
  });

  it('are refused in text with their message, other text is kept as sent', () => {
    expect(text().parse('Kizhakkethil House\n\tMarket Road')).toBe('Kizhakkethil House\n\tMarket Road');
    expect(messagesOf(text().safeParse('Road\u0000'))).toEqual([
      'This text contains invisible control characters. Please remove them.',
    ]);
    expect(messagesOf(text({ error: 'Give a name.' }).safeParse(3))).toEqual(['Give a name.']);
  });
});

describe('money', () => {
  it('is rupees of 0 or more on the wire', () => {
    expect(rupees.parse(0)).toBe(0);
    expect(rupees.parse(225.5)).toBe(225.5);
    expect(rupees.safeParse(-0.01).success).toBe(false);
  });

  it('is paid at the offer when there is one above 0, else at the original price', () => {
    expect(payableAmount(250, 225.5)).toBe(225.5);
    expect(payableAmount(25000, 1)).toBe(1);
    expect(payableAmount(25000, 0)).toBe(25000);
    expect(payableAmount(25000, -5)).toBe(25000);
  });

  it('converts between paise and rupees exactly', () => {
    expect(paiseToRupees(22550)).toBe(225.5);
    expect(paiseToRupees(1)).toBe(0.01);
    expect(rupeesToPaise(225.5)).toBe(22550);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.004)).toBe(0);
    expect(rupeesToPaise(0.006)).toBe(1);
  });
});

describe('bodies', () => {
  it('say an error as a message, with the fields named when there are any', () => {
    expect(errorBody.parse({ message: 'No' })).toEqual({ message: 'No' });
    expect(errorBody.parse({ message: 'No', errors: { email: ['Taken'] } })).toEqual({
      message: 'No',
      errors: { email: ['Taken'] },
    });
    expect(errorBody.safeParse({ errors: {} }).success).toBe(false);
    expect(errorBody.safeParse({ message: 'No', errors: { email: 'Taken' } }).success).toBe(false);
    expect(errorBody.meta()?.id).toBe('Error');
  });

  it('say the health of the shop and its database', () => {
    expect(healthBody.parse({ status: 'ok', database: 'ok' })).toEqual({ status: 'ok', database: 'ok' });
    expect(healthBody.safeParse({ status: 'error', database: 'down' }).success).toBe(true);
    expect(healthBody.safeParse({ status: 'fine', database: 'ok' }).success).toBe(false);
    expect(healthBody.safeParse({ status: 'ok', database: 'up' }).success).toBe(false);
  });
});
