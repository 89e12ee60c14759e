/** Previous / next over a paged list, saying where one is. */
export function Pager({
  page,
  perPage,
  total,
  noun,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="button small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages} · {total} {noun}
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
