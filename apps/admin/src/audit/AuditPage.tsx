import { auditResponse } from '@farm/contract';
import { type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../api';
import { shopDateTime } from '../ui/format';
import { Pager } from '../ui/Pager';
import { useLoad } from '../ui/useLoad';
import { DateRange, FilterChoice } from '../ui/filters';
import './audit.css';
import { FormError } from '../ui/form';

const FILTERS = ['staff_id', 'action', 'from', 'to'] as const;

/**
 * The audit trail in words (issue 32): who did what to which thing, and only what changed, newest first, 50 to a
 * page; by person, kind of change and days in India. The words, names and diffs are the server's.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const trail = useLoad(() => api(auditResponse, `/admin/audit?${query}`), query);
  const page = Number(params.get('page') ?? '1') || 1;
  const filtered = FILTERS.some((name) => params.get(name));

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '');
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  const data = trail.data;
  return (
    <>
      <h1>Audit trail</h1>
      <p className="muted">
        Every sign-in and every change made in the console, newest first. Days are India’s (IST).
      </p>
      <form
        className="filters"
        onSubmit={applyFilters}
        key={`${query}-${data ? 'ready' : 'loading'}`}
        role="search"
        aria-label="Filter the audit trail"
      >
        <FilterChoice
          id="audit-person"
          name="staff_id"
          label="Person"
          any="Anyone"
          value={params.get('staff_id') ?? ''}
          options={(data?.people ?? []).map((person) => ({
            value: person.id,
            label: `${person.name} (${person.role}${person.removed ? ', removed' : ''})`,
          }))}
        />
        <FilterChoice
          id="audit-action"
          name="action"
          label="Kind of change"
          any="Any"
          value={params.get('action') ?? ''}
          options={(data?.kinds ?? []).map((kind) => ({ value: kind.action, label: kind.label }))}
        />
        <DateRange ids={{ from: 'audit-from', to: 'audit-to' }} params={params} />
        <button className="button" type="submit">
          Show
        </button>
        {filtered && (
          <Link className="button" to="/audit">
            Show all
          </Link>
        )}
      </form>
      {trail.status === 'failed' && <FormError>{trail.error}</FormError>}
      {data && data.data.length === 0 && <p className="card">No changes match.</p>}
      {data && data.data.length > 0 && (
        <ol
          className="audit-trail card"
          aria-label="Changes, newest first"
          aria-busy={trail.status === 'loading'}
        >
          {data.data.map((row) => (
            <li key={row.id}>
              <p className="audit-what">
                <strong>{row.who}</strong>
                {row.role && <span className="role"> ({row.role})</span>} {row.what}
              </p>
              {row.changes.length > 0 && (
                <ul className="audit-diff">
                  {row.changes.map((change, i) => (
                    <li key={i}>{change}</li>
                  ))}
                </ul>
              )}
              <p className="audit-when">
                <time dateTime={row.created_at}>{shopDateTime(row.created_at)}</time>
                {row.address ? ` · from ${row.address}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
      {data && (
        <Pager
          page={page}
          perPage={data.per_page}
          total={data.total}
          noun="changes"
          onPage={(next) => {
            const copy = new URLSearchParams(params);
            copy.set('page', String(next));
            setParams(copy);
          }}
        />
      )}
    </>
  );
}
