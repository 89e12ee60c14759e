import { describe, expect, it } from 'vitest';
import { cartImageUrl } from './cartImage';

describe('cartImageUrl', () => {
  it('gives an uploaded picture’s served address, a file name its folder, and an address as it is', () => {
    expect(cartImageUrl('m/abcdefghij0123456789-960')).toBe('/uploads/m/abcdefghij0123456789-960/640.jpg');
    expect(cartImageUrl('coconut-oil.svg')).toBe('/uploads/products/coconut-oil.svg');
    expect(cartImageUrl('/uploads/products/x.svg')).toBe('/uploads/products/x.svg');
    expect(cartImageUrl('')).toBe('/favicon.svg');
  });
});
