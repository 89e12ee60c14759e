import {
  adminCategoriesResponse,
  adminProductAnswer,
  adminProductsResponse,
  formatRupees,
  type AdminProduct,
  type ProductStatus,
} from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError, api } from '../api';
import { useSession } from '../session';
import { availableWords } from '../ui/words';
import { ConfirmButton } from '../ui/ConfirmButton';
import { MoveButtons, movedIds } from '../ui/MoveButtons';
import { useLoad } from '../ui/useLoad';
import { FilterChoice } from '../ui/filters';
import './catalogue.css';
import { FormError } from '../ui/form';

const done = z.object({ message: z.string() });

/** The fewest any of a product's counted sizes has available; a product with none counted sorts last. */
const fewestAvailable = (product: AdminProduct) =>
  Math.min(Infinity, ...product.sizes.flatMap((s) => (s.available === null ? [] : [s.available])));

/**
 * Products, drafts and hidden ones too, each saying which it is: search by name or SKU, filter by category, move up
 * or down, hide or show.
 */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // The sort is the console's own (by each size's stock): the server is asked for the shop's order.
  const serverQuery = new URLSearchParams([...params].filter(([name]) => name !== 'sort')).toString();
  const list = useLoad(() => api(adminProductsResponse, `/admin/products?${serverQuery}`), serverQuery);
  const { can } = useSession();
  const byStock = params.get('sort') === 'stock';
  const categories = useLoad(() => api(adminCategoriesResponse, '/admin/categories'), 'categories');
  const [notice, setNotice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const categoryId = params.get('category_id');

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['q', 'category_id', 'sort']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  const changed = (message: string) => {
    setNotice(message);
    setError(undefined);
    list.reload();
  };

  /** Swaps a product with its neighbour; only within one category's full list, so the order sent is complete. */
  async function move(products: AdminProduct[], index: number, by: -1 | 1) {
    const ids = movedIds(
      products.map((p) => p.id),
      index,
      by,
    );
    try {
      changed(
        (
          await api(done, '/admin/products/order', {
            method: 'PUT',
            body: { category_id: Number(categoryId), ids },
          })
        ).message,
      );
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : String(problem));
    }
  }

  const products = list.data?.data ?? [];
  const canReorder = categoryId !== null && !params.get('q') && !byStock;
  const shown = byStock
    ? [...products].sort((a, b) => {
        const [x, y] = [fewestAvailable(a), fewestAvailable(b)];
        return x === y ? 0 : x < y ? -1 : 1;
      })
    : products;

  return (
    <>
      <div className="page-head">
        <h1>Products</h1>
        <div className="actions">
          <Link className="button" to="/products/prices">
            Change prices in bulk
          </Link>
          <Link className="button" to="/products/spreadsheet">
            Export or import a spreadsheet
          </Link>
          <Link className="button" to="/products/new">
            Add a product
          </Link>
        </div>
      </div>
      {/* Drawn again once the categories arrive: a select's first value must be among its options to show. */}
      <form
        className="filters"
        onSubmit={applyFilters}
        key={`${query}:${categories.data ? 'categories' : ''}`}
        role="search"
        aria-label="Find products"
      >
        <div className="field grow">
          <label htmlFor="product-q">Name or SKU</label>
          <input id="product-q" name="q" type="search" defaultValue={params.get('q') ?? ''} />
        </div>
        <FilterChoice
          id="product-category"
          name="category_id"
          label="Category"
          any="Every category"
          value={categoryId ?? ''}
          options={(categories.data?.data ?? []).map((category) => ({
            value: category.id,
            label: category.name,
          }))}
        />
        <FilterChoice
          id="product-sort"
          name="sort"
          label="Order"
          any="The shop’s order"
          value={byStock ? 'stock' : ''}
          options={[{ value: 'stock', label: 'Stock (fewest first)' }]}
        />
        <button className="button" type="submit">
          Show
        </button>
      </form>
      {!canReorder && (
        <p className="muted">
          Choose one category (without a search, in the shop’s order) to change the order.
        </p>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <FormError>{error ?? (list.status === 'failed' ? list.error : undefined)}</FormError>
      {list.status === 'loading' && !list.data && <p>Loading…</p>}
      {list.data && products.length === 0 && <p className="card">No products match.</p>}
      <ul className="catalogue-list">
        {shown.map((product, index) => (
          <li
            key={product.id}
            className={`card catalogue-row${product.status === 'published' ? '' : ' is-hidden'}`}
          >
            <div className="catalogue-row-main">
              <h2>
                <Link to={`/products/${product.id}`}>{product.name}</Link>
              </h2>
              <p className="muted">
                {product.sku} · {product.category_name} ·{' '}
                {product.sizes.map((s) => `${s.label} ${formatRupees(s.offer_price ?? s.price)}`).join(', ')}{' '}
                · <StatusWord status={product.status} />
              </p>
              <StockLine product={product} linked={can('stock.write')} />
            </div>
            <div className="row-actions">
              {canReorder && (
                <MoveButtons
                  look="arrows"
                  name={product.name}
                  index={index}
                  count={products.length}
                  onMove={(by) => void move(products, index, by)}
                />
              )}
              {product.status !== 'draft' && <HideButton product={product} onChanged={changed} />}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Draft (saved, not in the shop), Published, or Hidden (withdrawn): what the shop does with the product. */
function StatusWord({ status }: { status: ProductStatus }) {
  if (status === 'published') return <>Published</>;
  return <strong>{status === 'draft' ? 'Draft' : 'Hidden'}</strong>;
}

/** Each counted size's stock (a link to its page), then the sizes not counted, in one short line. */
function StockLine({ product, linked }: { product: AdminProduct; linked: boolean }) {
  const counted = product.sizes.filter((s) => s.available !== null);
  const uncounted = product.sizes.filter((s) => s.available === null);
  return (
    <p className="stock-line">
      Stock:{' '}
      {counted.map((s, i) => (
        <span key={s.id}>
          {i > 0 && ' · '}
          {linked ? (
            <Link
              to={`/stock/${s.id}`}
              aria-label={`${s.label}: ${availableWords(s.available)}, stock of ${product.name}`}
            >
              {s.label}: {availableWords(s.available)}
            </Link>
          ) : (
            `${s.label}: ${availableWords(s.available)}`
          )}
        </span>
      ))}
      {uncounted.length > 0 && (
        <>
          {counted.length > 0 && ' · '}
          {counted.length > 0 ? uncounted.map((s) => s.label).join(', ') + ': not counted' : 'not counted'}
        </>
      )}
    </p>
  );
}

export function HideButton({
  product,
  onChanged,
}: {
  product: AdminProduct;
  onChanged: (message: string) => void;
}) {
  return product.hidden ? (
    <ConfirmButton
      label="Show"
      ariaLabel={`Show ${product.name}`}
      title={`Show ${product.name} again?`}
      description="It returns to the shop’s lists, search and its own page, and can be bought again."
      confirmLabel="Show it"
      onConfirm={async () =>
        onChanged(
          (await api(adminProductAnswer, `/admin/products/${product.id}/show`, { method: 'POST' })).message,
        )
      }
    />
  ) : (
    <ConfirmButton
      label="Hide"
      ariaLabel={`Hide ${product.name}`}
      danger
      title={`Hide ${product.name}?`}
      description="It leaves the shop’s lists and search; its page says it is no longer sold, and carts holding it are refused at checkout. Orders keep it. You can show it again later."
      confirmLabel="Hide it"
      onConfirm={async () =>
        onChanged(
          (await api(adminProductAnswer, `/admin/products/${product.id}/hide`, { method: 'POST' })).message,
        )
      }
    />
  );
}
