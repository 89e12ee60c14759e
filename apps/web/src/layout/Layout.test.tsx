import type { PublicPage } from '@farm/contract';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { RefundPolicyPage } from '../features/pages/RefundPolicyPage';
import { makeSite } from '../test/factories';
import { Layout } from './Layout';

const refundPage: PublicPage = {
  slug: 'refund',
  title: 'Return and Cancellation Policy',
  html:
    '<p>How exchanges and cancellations work.</p>\n' +
    '<h2 id="exchanges">When we exchange a product</h2>\n<p>Only when it arrives damaged.</p>\n' +
    '<h2 id="cancellation">Cancelling an order</h2>\n<p>Free until the parcel leaves the farm.</p>',
  toc: [
    { id: 'exchanges', heading: 'When we exchange a product' },
    { id: 'cancellation', heading: 'Cancelling an order' },
  ],
  updated_at: '2026-11-20T09:30:00.000Z',
  ml: null,
};

/** Every element's scrollIntoView (jsdom has none), and the window's scrollTo, as the layout calls them. */
let scrolledInto: HTMLElement[];
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrolledInto = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
    scrolledInto.push(this);
  };
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  // @ts-expect-error jsdom has no scrollIntoView of its own: the stub goes again.
  delete Element.prototype.scrollIntoView;
});

/** The app's frame (header, page, footer, dock) around a home page linking into the policy and the policy itself. */
function renderShop(url: string, page: PublicPage | Promise<PublicPage> = refundPage) {
  const answers: Record<string, () => Promise<unknown>> = {
    '/api/site': async () => makeSite(),
    '/api/pages/refund': async () => page,
    '/api/categories': async () => ({ data: [] }),
  };
  // The policy's text may arrive late (a promise the test resolves), as over a slow connection.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
    const answer = answers[path];
    if (!answer) return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    return new Response(JSON.stringify(await answer()), { headers: { 'content-type': 'application/json' } });
  });
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            path: '/',
            element: (
              <>
                <h1>Home</h1>
                <Link to="/refund-cancellation-policy#cancellation">How to cancel</Link>
                <Link to="/refund-cancellation-policy#no-such-section">A section the page does not have</Link>
              </>
            ),
          },
          { path: '/refund-cancellation-policy', element: <RefundPolicyPage /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={makeStore().store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('a link to a section of a page (issue 32)', () => {
  it('opens the page at that section on arrival, not at the top', async () => {
    renderShop('/refund-cancellation-policy#cancellation');
    const heading = await screen.findByRole('heading', { level: 2, name: /Cancelling an order/ });
    expect(heading).toHaveAttribute('id', 'cancellation');
    await vi.waitFor(() => expect(scrolledInto).toContain(heading));
    expect(scrolledInto.at(-1)).toBe(heading);
  });

  it('opens the section on a move within the shop, once the page’s text has arrived', async () => {
    let arrive: (page: PublicPage) => void = () => undefined;
    const later = new Promise<PublicPage>((resolve) => {
      arrive = resolve;
    });
    const router = renderShop('/', later);
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    scrollTo.mockClear();

    await act(async () => screen.getByRole('link', { name: 'How to cancel' }).click());
    expect(router.state.location.hash).toBe('#cancellation');
    // While the text loads the page starts at the top, as any new page does.
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrolledInto).toHaveLength(0);

    await act(async () => arrive(refundPage));
    const heading = await screen.findByRole('heading', { level: 2, name: /Cancelling an order/ });
    await vi.waitFor(() => expect(scrolledInto).toEqual([heading]));
  });

  it('still opens every other page at the top, and a page at its top when the address names no section of it', async () => {
    const router = renderShop('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    scrollTo.mockClear();
    await act(async () => screen.getByRole('link', { name: 'A section the page does not have' }).click());
    await screen.findByRole('heading', { level: 2, name: /Cancelling an order/ });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrolledInto).toHaveLength(0);

    scrollTo.mockClear();
    await act(async () => router.navigate('/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrolledInto).toHaveLength(0);
  });
});

describe('the dock with Shop Now and the chat (issue 32)', () => {
  const scrollToY = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  const dock = () => document.querySelector<HTMLElement>('[data-tucked]')!;

  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    // @ts-expect-error back to jsdom's own (none of these is set in jsdom).
    delete document.documentElement.scrollHeight;
    // @ts-expect-error as above
    delete window.scrollY;
    vi.unstubAllGlobals();
  });

  it('shows once the page is scrolled, tucks away while scrolling down and comes back on the way up or at the foot', async () => {
    renderShop('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(dock()).toHaveAttribute('data-shown', 'false');
    scrollToY(8);
    expect(dock()).toHaveAttribute('data-shown', 'true');
    expect(dock()).toHaveAttribute('data-tucked', 'false');
    scrollToY(400);
    expect(dock()).toHaveAttribute('data-tucked', 'true');
    // A twitch back is not a turn; a scroll up is.
    scrollToY(395);
    expect(dock()).toHaveAttribute('data-tucked', 'true');
    scrollToY(300);
    expect(dock()).toHaveAttribute('data-tucked', 'false');
    scrollToY(1200);
    expect(dock()).toHaveAttribute('data-tucked', 'true');
    // The page's foot has room kept for it: there it shows.
    scrollToY(5000 - window.innerHeight);
    expect(dock()).toHaveAttribute('data-tucked', 'false');
  });

  it('stays put for a visitor who asks for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderShop('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    scrollToY(400);
    scrollToY(1600);
    expect(dock()).toHaveAttribute('data-shown', 'true');
    expect(dock()).toHaveAttribute('data-tucked', 'false');
  });
});
