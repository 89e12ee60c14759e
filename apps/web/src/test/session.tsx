/**
 * Test helpers for the customer screens (auth, account, cart, checkout).
 */
import type { Address, CartItem, Order, SiteResponse, User } from '@farm/contract';
import { act, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { renderRoute } from './render';
import { signedIn } from '../shared/session/authSlice';

/**
 * Lets the store's pending writes (redux-persist saves the auth slice on a timer) finish before the test page is
 * torn down; otherwise a write can land after jsdom has gone and fail the run with "localStorage is not defined".
 */
export function settleStorage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 30));
}

export const TEST_USER: User = {
  id: 7,
  name: 'Anjali Menon',
  email: 'anjali@example.com',
  mobile: '9876543210',
  gender: 'Female',
  store_id: 1,
};
export const TEST_TOKEN = '12|secret';

/**
 * Renders `element` at `path` for a signed-in customer: the store is seeded with `signedIn` before the screen is
 * first shown (screens for customers only would otherwise send the visitor to /login at once).
 */
export async function renderSignedIn(
  element: ReactNode,
  options: { path: string; url?: string; state?: unknown; extraRoutes?: RouteObject[] },
): Promise<
  RenderResult & {
    store: ReturnType<typeof renderRoute>['store'];
    router: ReturnType<typeof renderRoute>['router'];
  }
> {
  const utils = renderRoute(<p>Starting</p>, {
    path: '/__start',
    extraRoutes: [{ path: options.path, element }, ...(options.extraRoutes ?? [])],
  });
  act(() => {
    utils.store.dispatch(signedIn({ token: TEST_TOKEN, user: TEST_USER }));
  });
  await act(() => utils.router.navigate(options.url ?? options.path, { state: options.state }));
  return utils;
}

export const SITE: SiteResponse = {
  name: 'Green Valley Organic Farm',
  tagline: 'From our soil to your table',
  emails: { contact: 'hello@example.com', orders: 'orders@example.com' },
  phones: ['+91 90000 00000'],
  whatsapp_number: '9000000000',
  website: 'https://farm.example',
  addresses: { farm: 'Malappuram', outlet: 'Manjeri' },
  social: { youtube: '', instagram: '', facebook: '' },
  payment: { gateway: 'sandbox', test_mode: true, cod_enabled: false },
};

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 5,
    first_name: 'Anjali',
    last_name: 'Menon',
    name: 'Anjali Menon',
    address: 'Thekkumpuram House, Temple Road',
    line1: 'Thekkumpuram House, Temple Road',
    landmark: 'Near the Shiva temple',
    city: 'Manjeri',
    state_id: 1,
    state: 'Kerala',
    country_id: 1,
    country: 'India',
    pincode: '676121',
    zip: '676121',
    phone_number: '9876543210',
    deafult: 1,
    is_default: true,
    ...overrides,
  };
}

export const OIL: CartItem = {
  id: 1,
  sizeId: 11,
  priceId: 111,
  product_name: 'Cold-pressed coconut oil',
  image: 'coconut-oil.jpg',
  size: '1 L',
  selectPrice: 399,
  price: 450,
  quantity: 2,
};
export const HONEY: CartItem = {
  id: 2,
  sizeId: 21,
  priceId: 211,
  product_name: 'Wild honey',
  image: 'honey.jpg',
  size: '500 g',
  selectPrice: 325,
  price: 325,
  quantity: 1,
};

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    order_no: 'SF-000042',
    date: '2026-11-21T09:30:00.000Z',
    status: 'Placed',
    delivery_status: 'Placed',
    payment_method: 'RAZORPAY',
    payment_status: 'Paid',
    amount: 1123,
    shipping_charge: 60,
    total_amount: 1183,
    items_count: 3,
    refunded_amount: 0,
    special_instructions: null,
    address: {
      first_name: 'Anjali',
      last_name: 'Menon',
      address: 'Thekkumpuram House, Temple Road',
      landmark: null,
      city: 'Manjeri',
      state: 'Kerala',
      pincode: '676121',
      phone_number: '9876543210',
    },
    billing_first_name: 'Anjali',
    billing_city: 'Manjeri',
    billing_state: 'Kerala',
    billing_post_code: '676121',
    items: [
      {
        id: 1,
        product_id: 1,
        product_size_id: 11,
        size: '1 L',
        quantity: 2,
        price: 399,
        total_amount: 798,
        product: {
          id: 1,
          product_name: 'Cold-pressed coconut oil',
          product_name_mal: '',
          product_slug: 'coconut-oil',
          image: 'coconut-oil.jpg',
        },
      },
      {
        id: 2,
        product_id: 2,
        product_size_id: 21,
        size: '500 g',
        quantity: 1,
        price: 325,
        total_amount: 325,
        product: {
          id: 2,
          product_name: 'Wild honey',
          product_name_mal: '',
          product_slug: 'wild-honey',
          image: 'honey.jpg',
        },
      },
    ],
    ...overrides,
  };
}
