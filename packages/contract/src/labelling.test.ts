import { describe, expect, it } from 'vitest';
import {
  formatNetQuantity,
  formatUnitSalePrice,
  organicClaim,
  todayInIndia,
  unitSalePrice,
} from './labelling.js';

describe('the net quantity in standard units', () => {
  it('writes grams and millilitres below a thousand, kilograms and litres from a thousand', () => {
    expect(formatNetQuantity(250, 'g')).toBe('250 g');
    expect(formatNetQuantity(999, 'g')).toBe('999 g');
    expect(formatNetQuantity(1000, 'g')).toBe('1 kg');
    expect(formatNetQuantity(1500, 'g')).toBe('1.5 kg');
    expect(formatNetQuantity(500, 'ml')).toBe('500 ml');
    expect(formatNetQuantity(999, 'ml')).toBe('999 ml');
    expect(formatNetQuantity(1000, 'ml')).toBe('1 L');
    expect(formatNetQuantity(2250, 'ml')).toBe('2.25 L');
  });

  it('counts pieces in words, in Malayalam too', () => {
    expect(formatNetQuantity(12, 'pc')).toBe('12 pieces');
    expect(formatNetQuantity(1, 'pc')).toBe('1 piece');
    expect(formatNetQuantity(1200, 'pc')).toBe('1,200 pieces');
    expect(formatNetQuantity(12, 'pc', 'ml')).toBe('12 എണ്ണം');
    expect(formatNetQuantity(1000, 'ml', 'ml')).toBe('1 L');
  });
});

describe('the unit sale price', () => {
  it('is per gram or millilitre below 1 kg or 1 L, with two decimals', () => {
    expect(formatUnitSalePrice(unitSalePrice(18000, 500, 'g'))).toBe('₹0.36/g');
    expect(formatUnitSalePrice(unitSalePrice(18000, 500, 'ml'))).toBe('₹0.36/ml');
    expect(formatUnitSalePrice(unitSalePrice(36000, 999, 'g'))).toBe('₹0.36/g');
  });

  it('is per kilogram or litre from 1 kg or 1 L up', () => {
    expect(formatUnitSalePrice(unitSalePrice(36000, 1000, 'g'))).toBe('₹360.00/kg');
    expect(formatUnitSalePrice(unitSalePrice(18000, 1000, 'ml'))).toBe('₹180.00/L');
    expect(formatUnitSalePrice(unitSalePrice(27000, 1500, 'g'))).toBe('₹180.00/kg');
    expect(formatUnitSalePrice(unitSalePrice(250000, 2000, 'g'))).toBe('₹1,250.00/kg');
  });

  it('is per piece for pieces, and rounds to the paisa', () => {
    expect(formatUnitSalePrice(unitSalePrice(30000, 12, 'pc'))).toBe('₹25.00/piece');
    expect(formatUnitSalePrice(unitSalePrice(10000, 3, 'pc'))).toBe('₹33.33/piece');
    expect(formatUnitSalePrice(unitSalePrice(30000, 12, 'pc'), 'ml')).toBe('₹25.00/എണ്ണം');
    expect(unitSalePrice(10000, 3, 'pc').per).toBe('pc');
  });
});

describe('the organic claim', () => {
  it('is certified only under NPOP or PGS-India while the certificate is valid', () => {
    expect(organicClaim('pgs', '2027-03-31', '2026-11-27')).toBe('certified');
    expect(organicClaim('npop', '2026-11-27', '2026-11-27')).toBe('certified');
    expect(organicClaim('npop', '2026-11-26', '2026-11-27')).toBe('none');
    expect(organicClaim('pgs', null, '2026-11-27')).toBe('none');
  });

  it('says the exemption, and nothing without a scheme', () => {
    expect(organicClaim('exempt', null, '2026-11-27')).toBe('exempt');
    expect(organicClaim('none', '2030-01-01', '2026-11-27')).toBe('none');
  });

  it('counts days in India: a certificate ending today is valid until midnight there', () => {
    // 20:00 UTC on 27 November is 01:30 on 28 November in India.
    expect(todayInIndia(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
    expect(todayInIndia(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-27');
  });
});
