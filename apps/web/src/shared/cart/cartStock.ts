import type { CartItem, CartStockResponse, cartStockBody } from '@farm/contract';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import type { z } from 'zod';
import { api } from '../api/api';
import { useAppDispatch, type RootState } from '../store/hooks';
import { capToStock, preordersSeen } from './cartSlice';
import { inLanguage } from '@farm/contract/languages';
import { currentLanguage } from '../i18n/language';

const cartStockApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/cart/stock: what each of the cart's sizes has left (null: the farm does not count it). */
    cartStock: build.mutation<CartStockResponse, z.input<typeof cartStockBody>>({
      query: (body) => ({ url: '/cart/stock', method: 'POST', body }),
    }),
  }),
});

/** A cart line's name in the stock messages: the product and its size. */
export const lineName = (line: Pick<CartItem, 'product_name' | 'product_name_mal' | 'size'>) =>
  `${inLanguage(currentLanguage(), line.product_name, line.product_name_mal)} (${line.size})`;

/**
 * What is left of the lines' sizes, from the answer: a size on pre-order has what is left to pre-order; a size
 * marked sold out has 0 left; one the farm does not count is absent (it sells while in stock).
 */
export function leftBySize(answer: CartStockResponse): Map<number, number> {
  const left = new Map<number, number>();
  for (const line of answer.lines) {
    // A size on pre-order sells only from it (issue 37): what is left to pre-order is what the cart may hold.
    if (line.preorder) left.set(line.product_size_id, Math.max(0, line.preorder.left));
    else if (!line.in_stock) left.set(line.product_size_id, 0);
    else if (line.stock_left != null) left.set(line.product_size_id, Math.max(0, line.stock_left));
  }
  return left;
}

/**
 * docs/domain.md "Stock": the cart never asks for more than is left. `check()` asks the server what the cart's sizes
 * have left, brings each line that asks for more down to it (none left: the line goes) and says so, line by line, in
 * `notes`; `left` is what each counted size has, for the quantity steppers. A failed call changes nothing and says
 * nothing: the cart goes on as it is, and the server checks again when the order is placed.
 */
export function useCartStock() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [ask] = cartStockApi.useCartStockMutation();
  const [left, setLeft] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [notes, setNotes] = useState<string[]>([]);
  const { t } = useLingui();
  // STOCK_MESSAGES.cartCapped's sentences, word for word in English, through the catalogue for Malayalam.
  const cappedNote = useCallback(
    (name: string, left: number) =>
      left <= 0
        ? t`${name} has just sold out; it is no longer in your cart.`
        : t`Only ${left} of ${name} ${plural(left, { one: 'is', other: 'are' })} left, so your cart now holds ${left}.`,
    [t],
  );

  const check = useCallback(async () => {
    // The cart as it is when asked (the customer may have changed it since the page was drawn).
    const asked = store.getState().cart.items;
    if (asked.length === 0) return;
    let answer: CartStockResponse;
    try {
      answer = await ask({
        items: asked.map((line) => ({ product_size_id: line.sizeId, quantity: line.quantity })),
      }).unwrap();
    } catch {
      return;
    }
    // Which lines are pre-orders now (an answer without the field, from an older server, says nothing of it).
    const seen = answer.lines
      .filter((line) => line.preorder !== undefined)
      .map((line) => ({ sizeId: line.product_size_id, preorder: line.preorder ?? null }));
    if (seen.length > 0) dispatch(preordersSeen(seen));
    const counts = leftBySize(answer);
    const capped = asked.filter((line) => line.quantity > (counts.get(line.sizeId) ?? Infinity));
    setLeft(counts);
    // What was said before stays until there is something new to say (the cart as brought down is still right).
    if (capped.length > 0) {
      setNotes(capped.map((line) => cappedNote(lineName(line), counts.get(line.sizeId) ?? 0)));
      dispatch(
        capToStock(capped.map((line) => ({ sizeId: line.sizeId, left: counts.get(line.sizeId) ?? 0 }))),
      );
    }
  }, [ask, cappedNote, dispatch, store]);

  return { left, notes, check };
}
