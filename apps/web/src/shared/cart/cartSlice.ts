import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem, SizePreorder } from '@farm/contract';
import { MAX_QUANTITY } from '@farm/contract/constants';
import { rupeeCartTotals } from '@farm/contract/pricing';

/** The spec's storage key for the cart. */
export const CART_STORAGE_KEY = 'cartItems';

export function loadCart(storage: Pick<Storage, 'getItem'> = localStorage): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as CartItem[]).filter((line) => line && typeof line.id === 'number')
      : [];
  } catch {
    return [];
  }
}

const sameLine = (a: Pick<CartItem, 'id' | 'sizeId'>, b: Pick<CartItem, 'id' | 'sizeId'>) =>
  a.id === b.id && a.sizeId === b.sizeId;

/**
 * Section 4's cart: a line is a product and size; adding the same again adds up; decrement stops at 1, increment at
 * the contract's MAX_QUANTITY (checkout refuses more); every change is saved (by the store's listener) under
 * `cartItems`.
 */
export interface CartState {
  items: CartItem[];
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: { items: [] } as CartState,
  reducers: {
    addToCart(state, action: PayloadAction<Omit<CartItem, 'quantity'> & { quantity?: number }>) {
      const quantity = Math.max(1, Math.floor(action.payload.quantity ?? 1));
      const existing = state.items.find((line) => sameLine(line, action.payload));
      if (existing) existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + quantity);
      else state.items.push({ ...action.payload, quantity: Math.min(MAX_QUANTITY, quantity) });
    },
    increment(state, action: PayloadAction<Pick<CartItem, 'id' | 'sizeId'>>) {
      const line = state.items.find((l) => sameLine(l, action.payload));
      if (line && line.quantity < MAX_QUANTITY) line.quantity += 1;
    },
    decrement(state, action: PayloadAction<Pick<CartItem, 'id' | 'sizeId'>>) {
      const line = state.items.find((l) => sameLine(l, action.payload));
      if (line && line.quantity > 1) line.quantity -= 1;
    },
    removeFromCart(state, action: PayloadAction<Pick<CartItem, 'id' | 'sizeId'>>) {
      state.items = state.items.filter((line) => !sameLine(line, action.payload));
    },
    clearCart(state) {
      state.items = [];
    },
    /** The saved cart, put back after the page's server-drawn HTML has been taken over (app/store.ts). */
    cartRestored(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
    },
    /**
     * docs/domain.md "Stock": a cart never asks for more than is left. Each size's line is brought down to what is
     * left of it (none left: the line goes); lines of other sizes are untouched.
     */
    capToStock(state, action: PayloadAction<{ sizeId: number; left: number }[]>) {
      for (const { sizeId, left } of action.payload) {
        for (const line of state.items) {
          if (line.sizeId === sizeId && line.quantity > left) line.quantity = Math.max(0, left);
        }
      }
      state.items = state.items.filter((line) => line.quantity > 0);
    },
    /**
     * Issue 37: what the stock check says of each size's pre-order. A size now on pre-order makes its lines pre-order
     * lines (kept apart, sent in its window); a closed one (null) makes them ordinary lines again.
     */
    preordersSeen(state, action: PayloadAction<{ sizeId: number; preorder: SizePreorder | null }[]>) {
      for (const { sizeId, preorder } of action.payload) {
        for (const line of state.items) {
          if (line.sizeId !== sizeId) continue;
          if (preorder) line.preorder = preorder;
          else delete line.preorder;
        }
      }
    },
  },
});

export const {
  addToCart,
  increment,
  decrement,
  removeFromCart,
  clearCart,
  capToStock,
  cartRestored,
  preordersSeen,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

export const cartQuantity = (items: CartItem[]) => items.reduce((sum, line) => sum + line.quantity, 0);
/** A cart line as the contract's totals see it: the selected price of one and how many. */
const totalled = (line: CartItem) => ({ unitPrice: line.selectPrice, quantity: line.quantity });

/** Section 9: subtotal is the sum of selected price times quantity (the contract adds it up in whole paise). */
export const cartSubtotal = (items: CartItem[]) => rupeeCartTotals(items.map(totalled)).subtotal;

/** One line's total: its selected price times its quantity, in rupees (the contract's rule, as for the subtotal). */
export const lineTotal = (line: CartItem) => rupeeCartTotals([totalled(line)]).subtotal;
