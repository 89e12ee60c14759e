import { auditResponse, staffListResponse } from '@farm/contract';
import { type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api';
import { keralaTime } from '../ui/ConfirmButton';
import { Pager } from '../ui/Pager';
import { useLoad } from '../ui/useLoad';
import '../staff/console-ii.css';

/** A stored value as a person reads it: words for empty and yes/no, JSON for the rest. */
function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The fields a change touched, each with its value before and after. */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (keys.length === 0) return <span className="muted">—</span>;
  return (
    <dl>
      {keys.map((key) => (
        <div key={key}>
          <dt>{key.replace(/_/g, ' ')}</dt>
          <dd>
            {key in b && <>{readable(b[key])} → </>}
            {key in a ? readable(a[key]) : '(removed)'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The audit trail: by person, kind of change and days; each change with before and after. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const trail = useLoad(() => api(auditResponse, `/admin/audit?${query}`), query);
  const staff = useLoad(() => api(staffListResponse, '/admin/staff'), 'staff');
  const page = Number(params.get('page') ?? '1') || 1;

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['staff_id', 'action', 'from', 'to']) {
      const value = String(form.get(name) ?? '');
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  return (
    <>
      <h1>Audit trail</h1>
      <form
        className="filters"
        onSubmit={applyFilters}
        key={query}
        role="search"
        aria-label="Filter the audit trail"
      >
        <div className="field">
          <label htmlFor="audit-person">Person</label>
          <select id="audit-person" name="staff_id" defaultValue={params.get('staff_id') ?? ''}>
            <option value="">Anyone</option>
            {staff.data?.data.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-action">Kind of change</label>
          <select id="audit-action" name="action" defaultValue={params.get('action') ?? ''}>
            <option value="">Any</option>
            {trail.data?.actions.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-from">From</label>
          <input id="audit-from" name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">To</label>
          <input id="audit-to" name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </div>
        <button className="button" type="submit">
          Show
        </button>
      </form>
      {trail.status === 'failed' && (
        <p className="form-error" role="alert">
          {trail.error}
        </p>
      )}
      {trail.data && trail.data.data.length === 0 && <p className="card">No changes match.</p>}
      <ul className="plain-list">
        {trail.data?.data.map((row) => (
          <li key={row.id} className="card">
            <p>
              <strong>{row.action}</strong> · {row.entity}
              {row.entity_id ? ` #${row.entity_id}` : ''}
            </p>
            <p className="muted">
              {row.actor} · {keralaTime(row.created_at)}
              {row.address ? ` · from ${row.address}` : ''}
            </p>
            <div className="audit-change">
              <Change before={row.before} after={row.after} />
            </div>
          </li>
        ))}
      </ul>
      {trail.data && (
        <Pager
          page={page}
          perPage={trail.data.per_page}
          total={trail.data.total}
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
