import { counted } from './counted';

/**
 * Previous / next over a paged list, saying where one is. `noun` is the plural ("reviews"); the singular is it
 * without its last s unless `one` says otherwise.
 */
export function Pager({
  page,
  perPage,
  total,
  noun,
  one = noun.replace(/s$/, ''),
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  noun: string;
  one?: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="button small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages} · {counted(total, one, noun)}
      </span>
      <button
        type="button"
        className="button small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
