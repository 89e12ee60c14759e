import { describe, expect, it } from 'vitest';
import { STATUS_TABS, WAITING_TILES, nextStep, rupees, shopDate } from './format';

describe("the console's words for money and the order's life", () => {
  it('writes every amount with two paise digits and Indian grouping', () => {
    expect(rupees(1250.5)).toBe('₹1,250.50');
    expect(rupees(32000)).toBe('₹32,000.00');
    expect(rupees(0)).toBe('₹0.00');
  });

  it("names the desk's tabs in the packing shed's words, a shipped order's by its status", () => {
    expect(STATUS_TABS.map((tab) => tab.label)).toEqual([
      'To accept',
      'To pack',
      'To ship',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
  });

  it("names the dashboard's tiles for what waits on the farm", () => {
    expect(WAITING_TILES).toEqual([
      { status: 'Placed', label: 'To accept' },
      { status: 'Accepted', label: 'To pack' },
      { status: 'Packed', label: 'To ship' },
      { status: 'Shipped', label: 'On the way' },
    ]);
  });

  it('offers the step forward as its button says it, and none once the life has ended', () => {
    expect(nextStep('Placed')).toEqual({ to: 'Accepted', label: 'Accept' });
    expect(nextStep('Shipped')).toEqual({ to: 'Delivered', label: 'Mark delivered' });
    expect(nextStep('Delivered')).toBeUndefined();
    expect(nextStep('Cancelled')).toBeUndefined();
  });
});

describe("the console's dates", () => {
  it('writes a calendar date as the day, the short month and the year, whatever the zone', () => {
    expect(shopDate('2027-01-12')).toBe('12 Jan 2027');
    expect(shopDate('2026-12-31')).toBe('31 Dec 2026');
  });
});
