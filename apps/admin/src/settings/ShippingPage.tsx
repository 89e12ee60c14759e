import {
  CONTENT_MESSAGES,
  SHIPPING_ZONES,
  SHIPPING_ZONE_LABELS,
  shippingSlabsResponse,
  slabTableErrors,
  type ShippingZone,
  type SlabRow,
} from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { api } from '../api';
import { FieldError, FormError, FormMessage, refusalOf } from '../ui/form';
import { useLoad } from '../ui/useLoad';
import { SettingsNav } from './SettingsNav';
import '../ui/content.css';

/** A row as typed: text in each box until it is saved. */
type Draft = { min: string; max: string; charge: string };

const toDraft = (row: SlabRow): Draft => ({
  min: String(row.min_weight_grams),
  max: row.max_weight_grams === null ? '' : String(row.max_weight_grams),
  charge: String(row.charge),
});

const WEIGHT_WORDS = CONTENT_MESSAGES.weightInvalid;
const CHARGE_WORDS = CONTENT_MESSAGES.chargeInvalid;

/** The rows as numbers, with the boxes that are not numbers named. */
function parseDrafts(drafts: Draft[]): { rows: SlabRow[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const number = (text: string, index: number, field: keyof SlabRow, words: string): number => {
    const value = Number(text.trim());
    if (text.trim() === '' || !Number.isFinite(value) || value < 0)
      (errors[`slabs.${index}.${field}`] ??= []).push(words);
    return value;
  };
  const rows = drafts.map((draft, index) => ({
    min_weight_grams: number(draft.min, index, 'min_weight_grams', WEIGHT_WORDS),
    max_weight_grams:
      draft.max.trim() === '' ? null : number(draft.max, index, 'max_weight_grams', WEIGHT_WORDS),
    charge: number(draft.charge, index, 'charge', CHARGE_WORDS),
  }));
  return { rows, errors };
}

/** The shipping slabs: one table per zone, checked as it is typed, saved whole. */
export function ShippingPage() {
  const slabs = useLoad(() => api(shippingSlabsResponse, '/admin/settings/shipping'), 'slabs');
  return (
    <>
      <div className="page-head">
        <h1>Shipping slabs</h1>
      </div>
      <SettingsNav />
      <p className="muted">
        Each zone’s table goes from 0 g up, each row starting 1 g after the one before ends. Leave the last
        row’s “up to” empty for no upper limit. Checkout uses a saved table within a second.
      </p>
      {slabs.status === 'failed' && <FormError>{slabs.error}</FormError>}
      {slabs.status === 'loading' && !slabs.data && <p className="loading">Loading…</p>}
      {slabs.data &&
        SHIPPING_ZONES.map((zone) => <ZoneTable key={zone} zone={zone} initial={slabs.data![zone]} />)}
      {slabs.data && <SlabsAreRight />}
    </>
  );
}

/**
 * "These are right": the owner read both tables and keeps them as they are (the setup checklist asks for the slabs
 * reviewed; saving a table counts too). Nothing changes, so nothing is asked first.
 */
function SlabsAreRight() {
  const [message, setMessage] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    setMessage({});
    try {
      const answer = await api(shippingSlabsResponse, '/admin/settings/shipping/reviewed', {
        method: 'POST',
      });
      setMessage({ done: answer.message });
    } catch (failure) {
      setMessage({ error: refusalOf(failure).form });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card" aria-labelledby="slabs-right-title">
      <h2 id="slabs-right-title">Reviewed both tables?</h2>
      <p className="muted">
        If the charges above are right as they are, say so: the setup checklist asks for the slabs to be
        reviewed.
      </p>
      <FormMessage error={message.error} done={message.done} />
      <div className="actions">
        <button className="button" type="button" disabled={busy} onClick={() => void confirm()}>
          These are right
        </button>
      </div>
    </section>
  );
}

function ZoneTable({ zone, initial }: { zone: ShippingZone; initial: SlabRow[] }) {
  const [drafts, setDrafts] = useState<Draft[]>(initial.map(toDraft));
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const label = SHIPPING_ZONE_LABELS[zone];
  const parsed = parseDrafts(drafts);
  // Messages beside each row as the owner types: the same rules the server keeps.
  const errors = touched
    ? { ...slabTableErrors(parsed.rows), ...parsed.errors, ...serverErrors }
    : serverErrors;
  const errorOf = (index: number, field: keyof SlabRow) => errors[`slabs.${index}.${field}`]?.[0];

  const update = (index: number, field: keyof Draft, value: string) => {
    setTouched(true);
    setServerErrors({});
    setMessage({});
    setDrafts((previous) => previous.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  };

  function addRow() {
    setTouched(true);
    setDrafts((previous) => {
      const last = previous.at(-1);
      const from = last && last.max.trim() !== '' ? String(Number(last.max) + 1) : '';
      return [...previous, { min: previous.length === 0 ? '0' : from, max: '', charge: '' }];
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    const problems = { ...slabTableErrors(parsed.rows), ...parsed.errors };
    if (drafts.length === 0 || Object.keys(problems).length > 0) {
      setMessage({
        error: drafts.length === 0 ? CONTENT_MESSAGES.slabsRequired : CONTENT_MESSAGES.slabsInvalid(zone),
      });
      return;
    }
    setBusy(true);
    try {
      const saved = await api(shippingSlabsResponse, `/admin/settings/shipping/${zone}`, {
        method: 'PUT',
        body: { slabs: parsed.rows },
      });
      setDrafts(saved[zone].map(toDraft));
      setServerErrors({});
      setTouched(false);
      setMessage({ done: `${label}: ${saved.message ?? 'saved.'}` });
    } catch (failure) {
      const refusal = refusalOf(failure);
      setServerErrors(Object.fromEntries(Object.entries(refusal.fields).map(([key, text]) => [key, [text]])));
      setMessage({ error: refusal.form });
    } finally {
      setBusy(false);
    }
  }

  const id = `zone-${zone}`;
  return (
    <form
      className="card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{label}</h2>
      <table className="slab-table">
        <caption className="visually-hidden">Shipping slabs for {label}</caption>
        <thead>
          <tr>
            <th scope="col" className="slab-row-number">
              Row
            </th>
            <th scope="col">From (g)</th>
            <th scope="col">Up to (g)</th>
            <th scope="col">Charge (₹)</th>
            <th scope="col" className="slab-remove">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {drafts.map((draft, index) => {
            const n = index + 1;
            const cell = (field: keyof Draft, key: keyof SlabRow, words: string) => {
              const error = errorOf(index, key);
              const inputId = `${id}-${index}-${field}`;
              return (
                <td data-label={words}>
                  <input
                    id={inputId}
                    inputMode={field === 'charge' ? 'decimal' : 'numeric'}
                    aria-label={`Row ${n}: ${words}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    value={draft[field]}
                    placeholder={field === 'max' ? 'no limit' : undefined}
                    onChange={(event) => update(index, field, event.target.value)}
                  />
                  <FieldError id={`${inputId}-error`}>{error}</FieldError>
                </td>
              );
            };
            return (
              <tr key={index}>
                <td data-label="Row">{n}</td>
                {cell('min', 'min_weight_grams', 'from (grams)')}
                {cell('max', 'max_weight_grams', 'up to (grams)')}
                {cell('charge', 'charge', 'charge (rupees)')}
                <td>
                  <button
                    className="button small"
                    type="button"
                    aria-label={`Remove row ${n}`}
                    onClick={() => {
                      setTouched(true);
                      setServerErrors({});
                      setDrafts((previous) => previous.filter((_, i) => i !== index));
                    }}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FormMessage error={message.error} done={message.done} />
      <div className="actions">
        <button className="button" type="button" onClick={addRow}>
          Add a row
        </button>
        <button className="button primary" type="submit" disabled={busy}>
          Save the {label} table
        </button>
      </div>
    </form>
  );
}
