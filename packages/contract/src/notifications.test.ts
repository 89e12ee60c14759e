import { describe, expect, it } from 'vitest';
import { customerWhatsAppText, orderWhatsAppText, whatsAppLink } from './notifications.js';

describe('WhatsApp click-to-chat links', () => {
  it('a 10-digit Indian mobile gets its country code; spaces, dashes and + go', () => {
    expect(whatsAppLink('98470 12345', 'Hi')).toBe('https://wa.me/919847012345?text=Hi');
    expect(whatsAppLink('+91-98470-12345', 'Hi')).toBe('https://wa.me/919847012345?text=Hi');
  });

  it('no link without a usable number', () => {
    expect(whatsAppLink('', 'Hi')).toBeUndefined();
    expect(whatsAppLink('12345', 'Hi')).toBeUndefined();
  });

  it("the order's number, lines and total, and the text percent-encoded in the link", () => {
    const text = orderWhatsAppText({
      order_no: 'PK-000123',
      items: [{ size: '1 L', quantity: 2, product: { product_name: 'Coconut Oil & Ghee' } }],
      total_amount: 980,
    });
    expect(text).toBe('Order PK-000123\n- Coconut Oil & Ghee (1 L) × 2\nTotal ₹980');
    const link = whatsAppLink('9847012345', text)!;
    expect(link.startsWith('https://wa.me/919847012345?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(text);
    expect(link).not.toContain('&');
  });

  it("the farm's message carries the status and, once shipped, the courier and tracking number", () => {
    expect(customerWhatsAppText({ order_no: 'PK-1', status: 'Accepted' })).toBe(
      'Namaskaram! Your order PK-1 is accepted.',
    );
    expect(
      customerWhatsAppText({
        order_no: 'PK-1',
        status: 'Shipped',
        tracking: { courier: 'India Post', tracking_number: 'EK1IN' },
      }),
    ).toBe('Namaskaram! Your order PK-1 is shipped. Courier: India Post, Tracking number: EK1IN.');
  });
});
