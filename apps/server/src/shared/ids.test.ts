import { MAX_ID } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { parseId } from './ids.js';

describe('parseId', () => {
  it('reads 1 to MAX_ID written as digits', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('0042')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('answers nothing for what cannot be an id', () => {
    for (const text of [
      undefined,
      null,
      '',
      '0',
      '-1',
      '1.5',
      '1e3',
      ' 1',
      '1 ',
      'x1',
      String(MAX_ID + 1),
      '12345678901',
    ]) {
      expect(parseId(text), String(text)).toBeUndefined();
    }
  });
});
