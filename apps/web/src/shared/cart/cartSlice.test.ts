import { describe, expect, it } from 'vitest';
import {
  addToCart,
  capToStock,
  cartQuantity,
  cartReducer,
  cartSubtotal,
  decrement,
  increment,
  loadCart,
  removeFromCart,
} from './cartSlice';

const line = {
  id: 1,
  sizeId: 11,
  priceId: 21,
  product_name: 'Oil',
  image: 'oil.svg',
  size: '500 ml',
  selectPrice: 225.5,
  price: 225.5,
};

describe('cart rules (section 4)', () => {
  it('adds a new line with quantity 1, and the same product and size again adds up', () => {
    let state = cartReducer(undefined, addToCart(line));
    state = cartReducer(state, addToCart(line));
    state = cartReducer(state, addToCart({ ...line, sizeId: 12, priceId: 22 }));
    expect(state.items.map((l) => [l.sizeId, l.quantity])).toEqual([
      [11, 2],
      [12, 1],
    ]);
  });

  it('decrements only above 1, increments, and removes a line', () => {
    let state = cartReducer(undefined, addToCart(line));
    state = cartReducer(state, decrement(line));
    expect(state.items[0]?.quantity).toBe(1);
    state = cartReducer(state, increment(line));
    state = cartReducer(state, decrement(line));
    expect(state.items[0]?.quantity).toBe(1);
    state = cartReducer(state, removeFromCart(line));
    expect(state.items).toEqual([]);
  });

  it('changes only the line of the size it names, not another size of the same product', () => {
    let state = cartReducer(undefined, addToCart(line));
    state = cartReducer(state, addToCart({ ...line, sizeId: 12, priceId: 22 }));
    state = cartReducer(state, increment({ id: line.id, sizeId: 12 }));
    expect(state.items.map((l) => [l.sizeId, l.quantity])).toEqual([
      [11, 1],
      [12, 2],
    ]);
    state = cartReducer(state, decrement({ id: line.id, sizeId: 12 }));
    state = cartReducer(state, increment({ id: line.id, sizeId: 11 }));
    expect(state.items.map((l) => [l.sizeId, l.quantity])).toEqual([
      [11, 2],
      [12, 1],
    ]);
    state = cartReducer(state, removeFromCart({ id: line.id, sizeId: 11 }));
    expect(state.items.map((l) => l.sizeId)).toEqual([12]);
  });

  it('sums quantities and selected prices exactly', () => {
    const items = [
      { ...line, quantity: 3 },
      { ...line, sizeId: 12, selectPrice: 0.1, quantity: 3 },
    ];
    expect(cartQuantity(items)).toBe(6);
    expect(cartSubtotal(items)).toBe(676.8);
  });

  it('reads the saved cart back and ignores damaged storage', () => {
    expect(loadCart({ getItem: () => JSON.stringify([{ ...line, quantity: 2 }]) })).toHaveLength(1);
    expect(loadCart({ getItem: () => '{not json' })).toEqual([]);
    expect(loadCart({ getItem: () => null })).toEqual([]);
  });
});

describe('stock (docs/domain.md "Stock")', () => {
  it('brings a line down to what is left of its size, removes it when none is left, and leaves the rest', () => {
    let state = cartReducer(undefined, addToCart({ ...line, quantity: 4 }));
    state = cartReducer(state, addToCart({ ...line, sizeId: 12, priceId: 22, quantity: 2 }));
    state = cartReducer(state, addToCart({ ...line, id: 2, sizeId: 31, priceId: 41, quantity: 3 }));
    state = cartReducer(
      state,
      capToStock([
        { sizeId: 11, left: 1 },
        { sizeId: 12, left: 0 },
        { sizeId: 31, left: 5 },
      ]),
    );
    expect(state.items.map((l) => [l.sizeId, l.quantity])).toEqual([
      [11, 1],
      [31, 3],
    ]);
  });
});
