import type { ReactNode } from 'react';

/**
 * One choice of a list's search form (the desk, the audit trail, the reviews, the products): the empty value first,
 * in the screen's words ("Any", "Every product"), then the options; the form reads it by `name` when sent.
 */
export function FilterChoice({
  id,
  name,
  label,
  any,
  value,
  options,
  grow = false,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  /** The choice the address holds now (the empty value for none). */
  value: string;
  options: readonly { value: string | number; label: ReactNode }[];
  grow?: boolean;
}) {
  return (
    <div className={grow ? 'field grow' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A search form's days, "From" and "To" (either may be left empty), read from the address's `from` and `to`. */
export function DateRange({ ids, params }: { ids: { from: string; to: string }; params: URLSearchParams }) {
  return (
    <>
      <div className="field">
        <label htmlFor={ids.from}>From</label>
        <input id={ids.from} name="from" type="date" defaultValue={params.get('from') ?? ''} />
      </div>
      <div className="field">
        <label htmlFor={ids.to}>To</label>
        <input id={ids.to} name="to" type="date" defaultValue={params.get('to') ?? ''} />
      </div>
    </>
  );
}
