import { WAITLIST_MESSAGES as M } from '@farm/contract/waitlist-words';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductPage } from '../catalogue/ProductPage';
import { makeProductDetail, makeSite } from '../../test/factories';
import { fakeFetch, renderRoute } from '../../test/render';
import { renderSignedIn, settleStorage } from '../../test/session';
import { WaitlistConfirmPage, WaitlistUnsubscribePage } from './BackInStockPages';

const product = makeProductDetail();
const soldOutSize = product.sizes.find((size) => !size.in_stock)!;

function api(answer: unknown = { message: M.confirmSent, state: 'unconfirmed' }) {
  return fakeFetch({
    'GET /api/product/1': { product, related_products: [] },
    'GET /api/site': makeSite(),
    'POST /api/waitlist': answer,
    'POST /api/waitlist/confirm': [404, { message: M.linkBad }],
    'POST /api/waitlist/unsubscribe': { message: M.unsubscribed },
  });
}

const block = async () =>
  screen.findByRole('region', { name: M.blockTitle }).then((region) => within(region));

beforeEach(() => localStorage.clear());

describe('"Tell me when it’s back" on the product page', () => {
  it('asks a guest for an e-mail, sends the sold-out size with it and says what happens next', async () => {
    const { calls } = api();
    renderRoute(<ProductPage />, { path: '/product/:slug', url: '/product/virgin-coconut-oil-1' });
    const here = await block();
    expect(here.getByText(`Size: ${soldOutSize.size}`)).toBeInTheDocument();
    await userEvent.click(here.getByRole('button', { name: M.button }));
    // Nothing typed: said on the field, nothing sent.
    expect(here.getByRole('textbox', { name: 'Your e-mail' })).toHaveAccessibleDescription(M.emailRequired);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(here.getByRole('textbox', { name: 'Your e-mail' }), 'meera@example.com');
    await userEvent.click(here.getByRole('button', { name: M.button }));
    expect(await here.findByRole('status')).toHaveTextContent(M.confirmSent);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      product_size_id: soldOutSize.id,
      email: 'meera@example.com',
    });
  });

  it('shows the server’s refusal on the e-mail field', async () => {
    api([422, { message: M.emailInvalid, errors: { email: [M.emailInvalid] } }]);
    renderRoute(<ProductPage />, { path: '/product/:slug', url: '/product/virgin-coconut-oil-1' });
    const here = await block();
    await userEvent.type(here.getByRole('textbox', { name: 'Your e-mail' }), 'meera@');
    await userEvent.click(here.getByRole('button', { name: M.button }));
    expect(await here.findByText(M.emailInvalid)).toBeInTheDocument();
  });

  it('is one button for a signed-in shopper', async () => {
    const { calls } = api({ message: M.waiting, state: 'waiting' });
    await renderSignedIn(<ProductPage />, { path: '/product/:slug', url: '/product/virgin-coconut-oil-1' });
    const here = await block();
    expect(here.queryByRole('textbox')).toBeNull();
    await userEvent.click(here.getByRole('button', { name: M.button }));
    expect(await here.findByRole('status')).toHaveTextContent(M.waiting);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ product_size_id: soldOutSize.id });
    await settleStorage();
  });

  it('is not there when every size can be bought', async () => {
    const allIn = makeProductDetail();
    allIn.sizes = allIn.sizes.map((size) => ({ ...size, in_stock: true }));
    fakeFetch({
      'GET /api/product/1': { product: allIn, related_products: [] },
      'GET /api/site': makeSite(),
    });
    renderRoute(<ProductPage />, { path: '/product/:slug', url: '/product/virgin-coconut-oil-1' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: M.blockTitle })).toBeNull();
  });
});

describe('the e-mails’ link pages', () => {
  it('stops the e-mails when the page opens, and says so with a way back', async () => {
    const { calls } = api();
    renderRoute(<WaitlistUnsubscribePage />, {
      path: '/back-in-stock/unsubscribe/:token',
      url: '/back-in-stock/unsubscribe/abcdefghijklmnopqrstuvwxyz012345',
    });
    expect(await screen.findByText(M.unsubscribed)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { token: 'abcdefghijklmnopqrstuvwxyz012345' },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/productsbycategory',
    );
  });

  it('says in words when a confirmation link does not work', async () => {
    api();
    renderRoute(<WaitlistConfirmPage />, {
      path: '/back-in-stock/confirm/:token',
      url: '/back-in-stock/confirm/abcdefghijklmnopqrstuvwxyz012345',
    });
    expect(await screen.findByText(M.linkBad)).toBeInTheDocument();
  });
});
