import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../shared/session/authSlice';
import { fakeFetch, renderRoute } from '../../test/render';
import { makeProductDetail } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { MAX_QUANTITY } from '@farm/contract/constants';
import { CHECKOUT_MESSAGES } from '@farm/contract/messages';
import { STOCK_MESSAGES } from '@farm/contract/stock-words';
import { ProductPage } from './ProductPage';

const render = () =>
  renderRoute(<ProductPage />, { path: '/product/:slug', url: '/product/virgin-coconut-oil-1' });

describe('ProductPage', () => {
  it('shows both names, every size with its price, the offer struck through, and out-of-stock sizes disabled', async () => {
    fakeFetch({ 'GET /api/product/1': { product: makeProductDetail(), related_products: [] } });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Virgin Coconut Oil' })).toBeInTheDocument();
    expect(screen.getByText('വെർജിൻ വെളിച്ചെണ്ണ')).toHaveAttribute('lang', 'ml');
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('radio', { name: /500 ml/ })).toBeChecked();
    expect(within(sizes).getByRole('radio', { name: /2 L/ })).toBeDisabled();
    // 500 ml is on offer: ₹225 paid, ₹250 struck through.
    const offer = within(sizes)
      .getByRole('radio', { name: /500 ml/ })
      .closest('label')!;
    expect(within(offer).getByText('₹225')).toBeInTheDocument();
    expect(within(offer).getByText('₹250').tagName).toBe('S');
    const oneLitre = within(sizes).getByRole('radio', { name: /1 L/ }).closest('label')!;
    expect(within(oneLitre).getByText('₹480')).toBeInTheDocument();
    expect(within(oneLitre).queryByRole('deletion')).toBeNull();
  });

  it('adds the chosen size and quantity to the cart, and the same size again adds up', async () => {
    fakeFetch({ 'GET /api/product/1': { product: makeProductDetail(), related_products: [] } });
    const { store } = render();
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('radio', { name: /1 L/ }));
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.items).toEqual([
      {
        id: 1,
        sizeId: 12,
        priceId: 22,
        product_name: 'Virgin Coconut Oil',
        product_name_mal: 'വെർജിൻ വെളിച്ചെണ്ണ',
        image: 'virgin-coconut-oil.svg',
        size: '1 L',
        selectPrice: 480,
        price: 480,
        quantity: 4,
      },
    ]);
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(1);
  });

  it('charges the offer price when there is one', async () => {
    fakeFetch({ 'GET /api/product/1': { product: makeProductDetail(), related_products: [] } });
    const { store } = render();
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    // The original price goes with it, for the cart to show struck through.
    expect(store.getState().cart.items[0]).toMatchObject({ sizeId: 11, selectPrice: 225, price: 250 });
  });

  it('starts the quantity again at one when the size changes', async () => {
    fakeFetch({ 'GET /api/product/1': { product: makeProductDetail(), related_products: [] } });
    const { store } = render();
    await screen.findByRole('heading', { level: 1 });
    for (let i = 0; i < 2; i++) await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('radio', { name: /1 L/ }));
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.items).toMatchObject([{ sizeId: 12, quantity: 1 }]);
  });

  it('stops at the one quantity limit and says so; a sold-out product has no working stepper', async () => {
    fakeFetch({ 'GET /api/product/1': { product: makeProductDetail(), related_products: [] } });
    render();
    await screen.findByRole('heading', { level: 1 });
    const more = screen.getByRole('button', { name: 'One more' });
    for (let i = 1; i < MAX_QUANTITY; i++) await userEvent.click(more);
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent(String(MAX_QUANTITY));
    expect(more).toBeDisabled();
    expect(screen.getByText(CHECKOUT_MESSAGES.quantity)).toBeInTheDocument();
  });

  it('disables the stepper and Add to cart when no size is in stock', async () => {
    const soldOut = makeProductDetail();
    soldOut.sizes = soldOut.sizes.map((size) => ({ ...size, in_stock: false }));
    fakeFetch({ 'GET /api/product/1': { product: soldOut, related_products: [] } });
    render();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'One less' })).toBeDisabled();
    expect(screen.getByRole('button', { name: STOCK_MESSAGES.soldOut })).toBeDisabled();
    // Said on each size and on the button, not a third time in the stock note.
    expect(screen.getAllByText(STOCK_MESSAGES.soldOut)).toHaveLength(soldOut.sizes.length + 1);
  });

  it('shows the empty review list and asks visitors to log in', async () => {
    fakeFetch({ 'GET /api/product/1': { product: makeProductDetail(), related_products: [] } });
    render();
    expect(await screen.findByText('No reviews yet. Be the first to review!')).toBeInTheDocument();
    expect(screen.getByText(/Please login to write a review\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
  });

  it('lists reviews as plain text with the average and count', async () => {
    const reviews = [
      {
        id: 2,
        product_id: 1,
        user_id: 5,
        name: 'Anu',
        review: '<script>alert(1)</script> lovely',
        start_ratings: 4.5,
        created_at: '2026-11-01T10:00:00.000Z',
        verified_purchase: true,
      },
      {
        id: 1,
        product_id: 1,
        user_id: 6,
        name: 'Ravi',
        review: 'Good',
        start_ratings: 3,
        created_at: '2026-10-01T10:00:00.000Z',
        verified_purchase: false,
      },
    ];
    fakeFetch({
      'GET /api/product/1': {
        product: makeProductDetail({ reviews, rating: { average: 3.8, count: 2 } }),
        related_products: [],
      },
    });
    const { container } = render();
    expect(await screen.findByText('<script>alert(1)</script> lovely')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/2 reviews/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('3.8', { selector: 'strong' })).toBeInTheDocument();
    // Only the review whose author bought the product carries the mark.
    expect(screen.getAllByText('Verified purchase')).toHaveLength(1);
  });

  it('posts a review for a signed-in customer, thanks them for 2 seconds, then clears the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeFetch({
      'GET /api/product/1': { product: makeProductDetail(), related_products: [] },
      'POST /api/reviews': [201, { message: 'Thank you for your review!', review: {} }],
    });
    const { store } = render();
    store.dispatch(
      signedIn({
        token: '1|secret',
        user: {
          id: 5,
          name: 'Anu Thomas',
          email: 'a@example.com',
          mobile: '9847000000',
          gender: 'Female',
          store_id: 1,
        },
      }),
    );
    await screen.findByRole('button', { name: 'Submit review' });
    // The name is a form of the account's own name.
    expect(
      Array.from((screen.getByLabelText('Show my name as') as HTMLSelectElement).options, (o) => o.value),
    ).toEqual(['Anu Thomas', 'Anu', 'Anu T.']);
    await userEvent.selectOptions(screen.getByLabelText('Show my name as'), 'Anu T.');
    await userEvent.selectOptions(screen.getByLabelText('Rating'), '4.5');
    await userEvent.type(screen.getByLabelText('Your review'), 'Smells of fresh coconut.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      product_id: 1,
      name: 'Anu T.',
      review: 'Smells of fresh coconut.',
      start_ratings: 4.5,
    });
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Thank you for your review!')).toBeNull();
    expect(screen.getByLabelText('Your review')).toHaveValue('');
    vi.useRealTimers();
  });

  it("shows the server's first field error when a review is refused", async () => {
    fakeFetch({
      'GET /api/product/1': { product: makeProductDetail(), related_products: [] },
      'POST /api/reviews': [
        422,
        {
          message: 'Rating must be in steps of 0.5.',
          errors: { start_ratings: ['Rating must be in steps of 0.5.'] },
        },
      ],
    });
    const { store } = render();
    store.dispatch(
      signedIn({
        token: 't',
        user: {
          id: 5,
          name: 'Anu',
          email: 'a@example.com',
          mobile: '9847000000',
          gender: 'Female',
          store_id: 1,
        },
      }),
    );
    await userEvent.type(await screen.findByLabelText('Your review'), 'Nice');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rating must be in steps of 0.5.');
  });

  it('shows the description as the server rendered it: paragraphs, a list and bold words, no Markdown marks', async () => {
    const product = makeProductDetail({
      description: 'Pressed in a wooden chakku. Unheated Unfiltered',
      description_html:
        '<p>Pressed in a <strong>wooden chakku</strong>.</p>\n<ul>\n<li>Unheated</li>\n<li>Unfiltered</li>\n</ul>',
    });
    fakeFetch({ 'GET /api/product/1': { product, related_products: [] } });
    render();
    await screen.findByRole('heading', { level: 1 });
    const bold = screen.getByText('wooden chakku');
    expect(bold.tagName).toBe('STRONG');
    const list = within(bold.closest('div')!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unheated', 'Unfiltered']);
    expect(document.body.textContent).not.toContain('**');
  });

  it('says the product does not exist for an unknown id', async () => {
    fakeFetch({ 'GET /api/product/1': [404, { message: 'This product does not exist.' }] });
    render();
    expect(await screen.findByText('No product data available.')).toBeInTheDocument();
  });
});

describe('ProductPage in Malayalam', () => {
  inMalayalam();

  it('leads with the Malayalam name and shows the Malayalam description, the English name following it', async () => {
    const product = makeProductDetail({
      description_mal: 'ഞങ്ങളുടെ ഫാമിലെ പച്ചത്തേങ്ങയിൽ നിന്ന് ആട്ടിയെടുത്തത്.',
      description_mal_html: '<p>ഞങ്ങളുടെ ഫാമിലെ പച്ചത്തേങ്ങയിൽ നിന്ന് ആട്ടിയെടുത്തത്.</p>',
      rating: { average: 4, count: 2 },
    });
    fakeFetch({ 'GET /api/product/1': { product, related_products: [] } });
    render();
    const heading = await screen.findByRole('heading', { level: 1, name: 'വെർജിൻ വെളിച്ചെണ്ണ' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('Virgin Coconut Oil', { selector: 'p' })).toHaveAttribute('lang', 'en');
    const description = screen.getByText('ഞങ്ങളുടെ ഫാമിലെ പച്ചത്തേങ്ങയിൽ നിന്ന് ആട്ടിയെടുത്തത്.');
    expect(description.parentElement).not.toHaveAttribute('lang');
    expect(screen.queryByText('Cold-pressed from fresh coconuts on our farm.')).toBeNull();
    // The screen's own words in Malayalam too.
    expect(screen.getByRole('button', { name: 'കാർട്ടിലേക്ക് ചേർക്കുക' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'അളവ്' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2 റിവ്യൂകൾ/ })).toHaveAttribute('href', '#reviews');
  });

  it('shows the English description, marked as English, where the farm wrote no Malayalam one', async () => {
    fakeFetch({ 'GET /api/product/1': { product: makeProductDetail(), related_products: [] } });
    render();
    await screen.findByRole('heading', { level: 1, name: 'വെർജിൻ വെളിച്ചെണ്ണ' });
    expect(screen.getByText('Cold-pressed from fresh coconuts on our farm.').parentElement).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('leads with the English name, marked as English, for a product without a Malayalam name', async () => {
    fakeFetch({
      'GET /api/product/1': { product: makeProductDetail({ product_name_mal: '' }), related_products: [] },
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Virgin Coconut Oil' })).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
