import { CHECKOUT_MESSAGES } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { makeAddress, makeSite, OIL } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { fakeFetch } from '../../test/render';
import { renderSignedIn } from '../../test/session';
import { CheckoutPage } from './CheckoutPage';

// Issue 35: the checkout links who sells, and a real shop whose seller details are not complete refuses the order
// in words (apps/server/test/seller.test.ts checks the server's side).

async function openCheckout() {
  localStorage.setItem('cartItems', JSON.stringify([OIL]));
  const fake = fakeFetch({
    'GET /api/site': makeSite(),
    'GET /api/addresses': { data: [makeAddress()] },
    'POST /api/calculate-shipping': {
      status: 'success',
      shipping_charge: 60,
      total_weight: 2500,
      zone: 'Kerala',
    },
    'POST /api/create-order': [422, { message: CHECKOUT_MESSAGES.shopNotOpen }],
  });
  await renderSignedIn(<CheckoutPage />, { path: '/checkoutpage' });
  await within(screen.getByRole('complementary', { name: /./ })).findByText('₹60');
  return fake;
}

describe('who sells, at checkout', () => {
  test('the Seller details page is linked beside the pay button, and a shop not yet open says why', async () => {
    const { calls } = await openCheckout();
    expect(screen.getByRole('link', { name: 'seller details' })).toHaveAttribute('href', '/seller');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.shopNotOpen)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/sandbox/payments')).toEqual([]);
  });

  describe('in Malayalam', () => {
    inMalayalam();
    test('the refusal is said in Malayalam', async () => {
      await openCheckout();
      expect(screen.getByRole('link', { name: 'വിൽപ്പനക്കാരന്റെ വിവരങ്ങൾ' })).toHaveAttribute('href', '/seller');
      await userEvent.click(screen.getByRole('button', { name: 'ഓർഡർ പൂർത്തിയാക്കുക' }));
      expect(await screen.findByText(/കട ഇതുവരെ ഓർഡറുകൾക്കായി തുറന്നിട്ടില്ല/)).toBeInTheDocument();
      expect(screen.queryByText(CHECKOUT_MESSAGES.shopNotOpen)).not.toBeInTheDocument();
    });
  });
});
