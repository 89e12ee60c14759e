import { NOTIFICATION_MESSAGES } from '@farm/contract';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { makeOrder, makeSite } from '../../test/factories';
import { fakeFetch, renderRoute } from '../../test/render';
import { WhatsAppOrderLink } from './WhatsAppOrderLink';

describe('WhatsAppOrderLink', () => {
  test("opens a chat with the shop's number, the order's number and lines typed in", async () => {
    fakeFetch({ 'GET /api/site': [200, makeSite({ whatsapp_number: '+91 98470 12345' })] });
    const order = makeOrder();
    renderRoute(<WhatsAppOrderLink order={order} />);
    const link = await screen.findByRole('link', { name: new RegExp(NOTIFICATION_MESSAGES.whatsAppToFarm) });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/919847012345');
    const text = url.searchParams.get('text')!;
    expect(text).toContain(`Order ${order.order_no}`);
    for (const item of order.items)
      expect(text).toContain(`${item.product.product_name} (${item.size}) × ${item.quantity}`);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('nothing when the shop has no WhatsApp number', async () => {
    fakeFetch({ 'GET /api/site': [200, makeSite({ whatsapp_number: '' })] });
    renderRoute(<WhatsAppOrderLink order={makeOrder()} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
