/**
 * The cart's rules (cartSlice.ts) as the shopper sees them through the store: quantities kept between 1 and
 * MAX_QUANTITY, one line per product and size, the subtotal in exact paise, and the cart saved under `cartItems` and
 * read back (damaged storage gives an empty cart). Written for mutation testing (npm run test:mutation).
 */
import { MAX_QUANTITY } from '@farm/contract/constants';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import {
  addToCart,
  cartQuantity,
  cartReducer,
  cartSubtotal,
  clearCart,
  decrement,
  increment,
  loadCart,
  removeFromCart,
} from './cartSlice';

const oil = {
  id: 1,
  sizeId: 11,
  priceId: 21,
  product_name: 'Coconut oil',
  image: 'oil.svg',
  size: '500 ml',
  selectPrice: 225.5,
  price: 250,
};
/** Another product whose size happens to have the same id number as the oil's. */
const honey = { ...oil, id: 2, product_name: 'Honey', selectPrice: 310 };

const quantities = (state: ReturnType<typeof cartReducer>) =>
  state.items.map((line) => [line.id, line.sizeId, line.quantity]);

describe('adding to the cart', () => {
  it('adds the quantity asked for, whole, and at least 1', () => {
    expect(quantities(cartReducer(undefined, addToCart({ ...oil, quantity: 3 })))).toEqual([[1, 11, 3]]);
    expect(quantities(cartReducer(undefined, addToCart({ ...oil, quantity: 2.7 })))).toEqual([[1, 11, 2]]);
    expect(quantities(cartReducer(undefined, addToCart({ ...oil, quantity: 0 })))).toEqual([[1, 11, 1]]);
    expect(quantities(cartReducer(undefined, addToCart({ ...oil, quantity: -4 })))).toEqual([[1, 11, 1]]);
    expect(quantities(cartReducer(undefined, addToCart(oil)))).toEqual([[1, 11, 1]]);
  });

  it('keeps the line as given, with its prices', () => {
    const [line] = cartReducer(undefined, addToCart({ ...oil, quantity: 2 })).items;
    expect(line).toEqual({ ...oil, quantity: 2 });
  });

  it(`never goes above ${MAX_QUANTITY}, for a new line or adding up`, () => {
    expect(quantities(cartReducer(undefined, addToCart({ ...oil, quantity: 150 })))).toEqual([
      [1, 11, MAX_QUANTITY],
    ]);
    let state = cartReducer(undefined, addToCart({ ...oil, quantity: MAX_QUANTITY - 2 }));
    state = cartReducer(state, addToCart({ ...oil, quantity: 5 }));
    expect(quantities(state)).toEqual([[1, 11, MAX_QUANTITY]]);
    state = cartReducer(undefined, addToCart({ ...oil, quantity: 40 }));
    state = cartReducer(state, addToCart({ ...oil, quantity: 7 }));
    expect(quantities(state)).toEqual([[1, 11, 47]]);
  });

  it('tells apart two products whose sizes share an id number', () => {
    let state = cartReducer(undefined, addToCart(oil));
    state = cartReducer(state, addToCart(honey));
    state = cartReducer(state, addToCart({ ...honey, quantity: 2 }));
    expect(quantities(state)).toEqual([
      [1, 11, 1],
      [2, 11, 3],
    ]);
    state = cartReducer(state, increment({ id: 2, sizeId: 11 }));
    expect(quantities(state)).toEqual([
      [1, 11, 1],
      [2, 11, 4],
    ]);
    state = cartReducer(state, decrement({ id: 2, sizeId: 11 }));
    state = cartReducer(state, decrement({ id: 2, sizeId: 11 }));
    expect(quantities(state)).toEqual([
      [1, 11, 1],
      [2, 11, 2],
    ]);
    state = cartReducer(state, removeFromCart({ id: 2, sizeId: 11 }));
    expect(quantities(state)).toEqual([[1, 11, 1]]);
  });
});

describe('the quantity buttons', () => {
  it(`count up by one and stop at ${MAX_QUANTITY}`, () => {
    let state = cartReducer(undefined, addToCart({ ...oil, quantity: MAX_QUANTITY - 1 }));
    state = cartReducer(state, increment(oil));
    expect(quantities(state)).toEqual([[1, 11, MAX_QUANTITY]]);
    state = cartReducer(state, increment(oil));
    expect(quantities(state)).toEqual([[1, 11, MAX_QUANTITY]]);
  });

  it('count down by one and stop at 1', () => {
    let state = cartReducer(undefined, addToCart({ ...oil, quantity: 3 }));
    state = cartReducer(state, decrement(oil));
    expect(quantities(state)).toEqual([[1, 11, 2]]);
    state = cartReducer(state, decrement(oil));
    state = cartReducer(state, decrement(oil));
    expect(quantities(state)).toEqual([[1, 11, 1]]);
  });

  it('do nothing for a line that is not in the cart', () => {
    const state = cartReducer(undefined, addToCart(oil));
    expect(cartReducer(state, increment({ id: 9, sizeId: 11 }))).toEqual(state);
    expect(cartReducer(state, decrement({ id: 9, sizeId: 11 }))).toEqual(state);
    expect(cartReducer(state, removeFromCart({ id: 9, sizeId: 11 }))).toEqual(state);
  });

  it('empty the cart on clear', () => {
    let state = cartReducer(undefined, addToCart(oil));
    state = cartReducer(state, addToCart(honey));
    expect(cartReducer(state, clearCart()).items).toEqual([]);
  });
});

describe('totals', () => {
  it('count every unit and sum the selected price of each, exactly', () => {
    const items = [
      { ...oil, quantity: 2 },
      { ...honey, selectPrice: 0.1, quantity: 3 },
      { ...honey, sizeId: 12, selectPrice: 0.2, quantity: 1 },
    ];
    expect(cartQuantity(items)).toBe(6);
    expect(cartSubtotal(items)).toBe(451.5);
    expect(cartQuantity([])).toBe(0);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe('the saved cart', () => {
  it('is saved under cartItems at every change and read back by a new store', () => {
    localStorage.clear();
    const { store } = makeStore();
    store.dispatch(addToCart({ ...oil, quantity: 2 }));
    store.dispatch(addToCart(honey));
    expect(JSON.parse(localStorage.getItem('cartItems') ?? 'null')).toEqual([
      { ...oil, quantity: 2 },
      { ...honey, quantity: 1 },
    ]);
    expect(makeStore().store.getState().cart.items).toEqual([
      { ...oil, quantity: 2 },
      { ...honey, quantity: 1 },
    ]);
    store.dispatch(clearCart());
    expect(localStorage.getItem('cartItems')).toBe('[]');
  });

  it('reads cartItems, keeping only lines with a product id', () => {
    const keys: string[] = [];
    const saved = [null, 'oil', { ...oil, id: '1' }, { ...oil, quantity: 2 }, { ...honey, quantity: 4 }];
    const storage = {
      getItem: (key: string) => {
        keys.push(key);
        return JSON.stringify(saved);
      },
    };
    expect(loadCart(storage)).toEqual([
      { ...oil, quantity: 2 },
      { ...honey, quantity: 4 },
    ]);
    expect(keys).toEqual(['cartItems']);
  });

  it('is empty when nothing or something else is saved', () => {
    for (const value of [null, '', '{not json', '{"items":[]}', '"cartItems"', '42', 'null']) {
      expect(loadCart({ getItem: () => value }), String(value)).toEqual([]);
    }
  });

  it('reads localStorage when given no storage', () => {
    localStorage.setItem('cartItems', JSON.stringify([{ ...oil, quantity: 5 }]));
    expect(loadCart()).toEqual([{ ...oil, quantity: 5 }]);
  });
});
