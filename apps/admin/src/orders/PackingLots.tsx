import {
  LOT_MESSAGES,
  packingBody,
  packingResponse,
  type PackingLine,
  type PackingResponse,
} from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { api } from '../api';
import { counted } from '../ui/counted';
import { FieldError, FormError, refusalOf } from '../ui/form';
import { shopDate } from '../ui/format';
import { PACKING_WORDS } from '../ui/lot-words';
import { useLoad } from '../ui/useLoad';
import { typedNumber } from '../ui/words';
import '../ui/card-table.css';

/**
 * The lots an order's jars are packed from (issue 38): while it waits to be packed, each line's lots held, what
 * first-expiry-first proposes when it differs, and the lots to choose from with why one may not be packed; once packed,
 * the lots it was packed from, read-only. `canChange`: the role may save a choice (orders.advance).
 */
export function PackingLots({ orderId, canChange }: { orderId: number; canChange: boolean }) {
  const loaded = useLoad(() => api(packingResponse, `/admin/orders/${orderId}/lots`), String(orderId));
  // The answer to a save is the newest packing; each one starts the choices afresh from what is held.
  const [saved, setSaved] = useState<{ answer: PackingResponse; round: number } | undefined>();
  const packing = saved?.answer ?? loaded.data;

  if (!packing) {
    return loaded.status === 'failed' ? (
      <section className="card" aria-labelledby="packing-title">
        <h2 id="packing-title">{PACKING_WORDS.title}</h2>
        <FormError>{loaded.error}</FormError>
      </section>
    ) : null;
  }
  const lines = packing.lines.filter((line) => line.quantity > 0);
  if (lines.length === 0) return null;
  if (packing.packed) return <PackedLots lines={lines} />;
  return (
    <PackingForm
      key={saved?.round ?? 0}
      orderId={orderId}
      packing={packing}
      canChange={canChange}
      message={saved?.answer.message}
      onSaved={(answer) => setSaved((previous) => ({ answer, round: (previous?.round ?? 0) + 1 }))}
    />
  );
}

/** After packing: which lots each line was packed from. */
function PackedLots({ lines }: { lines: PackingLine[] }) {
  return (
    <section className="card" aria-labelledby="packing-title">
      <h2 id="packing-title">{PACKING_WORDS.packedTitle}</h2>
      <ul className="packed-lots">
        {lines.map((line) => (
          <li key={line.product_size_id}>
            <strong>
              {line.name}, {line.size}
            </strong>{' '}
            × {line.quantity}:{' '}
            {line.lots.length > 0 ? PACKING_WORDS.lotsOf(line.lots) : PACKING_WORDS.notCounted}
          </li>
        ))}
      </ul>
    </section>
  );
}

const keyOf = (sizeId: number, lotId: number) => `${sizeId}:${lotId}`;

/** What is held now, as the form's typed units per lot. */
function heldUnits(lines: PackingLine[]): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const line of lines) {
    for (const choice of line.choices) typed[keyOf(line.product_size_id, choice.lot_id)] = '';
    for (const lot of line.lots) typed[keyOf(line.product_size_id, lot.lot_id)] = String(lot.quantity);
  }
  return typed;
}

/** Whether two sets of lots are the same units from the same lots (in any order). */
function sameLots(
  a: readonly { lot_id: number; quantity: number }[],
  b: readonly { lot_id: number; quantity: number }[],
) {
  const text = (lots: readonly { lot_id: number; quantity: number }[]) =>
    lots
      .filter((lot) => lot.quantity > 0)
      .map((lot) => `${lot.lot_id}x${lot.quantity}`)
      .sort()
      .join(',');
  return text(a) === text(b);
}

/** A line's units as typed: the lots with units, and what is wrong with them in words (undefined: nothing). */
function chosenOf(line: PackingLine, typed: Record<string, string>) {
  const lots: { lot_id: number; quantity: number }[] = [];
  let problem: string | undefined;
  for (const choice of line.choices) {
    const text = typed[keyOf(line.product_size_id, choice.lot_id)] ?? '';
    const units = text.trim() === '' ? 0 : typedNumber(text);
    if (!Number.isInteger(units) || units < 0) {
      problem ??= PACKING_WORDS.wholeUnits;
      continue;
    }
    if (units === 0) continue;
    if (!choice.packable) problem ??= choice.refusal ?? LOT_MESSAGES.blocked(choice.code);
    else if (units > choice.free) problem ??= LOT_MESSAGES.notOnShelf(choice.code, choice.free);
    lots.push({ lot_id: choice.lot_id, quantity: units });
  }
  const total = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  if (total !== line.quantity)
    problem ??= LOT_MESSAGES.packingCovers(`${line.name}, ${line.size}`, line.quantity);
  return { lots, total, problem };
}

function PackingForm({
  orderId,
  packing,
  canChange,
  message,
  onSaved,
}: {
  orderId: number;
  packing: PackingResponse;
  canChange: boolean;
  message: string | undefined;
  onSaved: (answer: PackingResponse) => void;
}) {
  const lines = packing.lines.filter((line) => line.quantity > 0);
  const [typed, setTyped] = useState(() => heldUnits(lines));
  // A line's refusal, by its place in the answer's lines: the form's checks, or the server's when it names the line.
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const use = (line: PackingLine, lots: readonly { lot_id: number; quantity: number }[]) =>
    setTyped((previous) => {
      const next = { ...previous };
      for (const choice of line.choices) next[keyOf(line.product_size_id, choice.lot_id)] = '';
      for (const lot of lots) next[keyOf(line.product_size_id, lot.lot_id)] = String(lot.quantity);
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(undefined);
    const problems: Record<number, string> = {};
    const body = packing.lines.map((line, index) => {
      if (line.quantity === 0) return { product_size_id: line.product_size_id, lots: [] };
      const chosen = chosenOf(line, typed);
      if (chosen.problem) problems[index] = chosen.problem;
      return { product_size_id: line.product_size_id, lots: chosen.lots };
    });
    setLineErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const parsed = packingBody.safeParse({ lines: body });
    if (!parsed.success) {
      setRefusal(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      onSaved(
        await api(packingResponse, `/admin/orders/${orderId}/lots`, { method: 'PUT', body: parsed.data }),
      );
    } catch (failure) {
      const { form, fields } = refusalOf(failure);
      const named: Record<number, string> = {};
      for (const [path, text] of Object.entries(fields)) {
        const index = /^lines\.(\d+)/.exec(path)?.[1];
        if (index !== undefined) named[Number(index)] ??= text;
      }
      setLineErrors(named);
      setRefusal(form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card packing-lots"
      aria-labelledby="packing-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="packing-title">{PACKING_WORDS.title}</h2>
      <p className="hint">{PACKING_WORDS.intro(packing.deliver_by)}</p>
      {packing.lines.map((line, index) =>
        line.quantity === 0 ? null : (
          <LineLots
            key={line.product_size_id}
            line={line}
            typed={typed}
            error={lineErrors[index]}
            disabled={!canChange}
            onType={(lotId, value) =>
              setTyped((previous) => ({ ...previous, [keyOf(line.product_size_id, lotId)]: value }))
            }
            onUseProposal={() => use(line, line.proposal)}
          />
        ),
      )}
      <FormError>{refusal}</FormError>
      {message && !refusal && (
        <p className="note" role="status">
          {message}
        </p>
      )}
      {canChange && (
        <button className="button primary" type="submit" disabled={busy}>
          {PACKING_WORDS.save}
        </button>
      )}
    </form>
  );
}

function LineLots({
  line,
  typed,
  error,
  disabled,
  onType,
  onUseProposal,
}: {
  line: PackingLine;
  typed: Record<string, string>;
  error: string | undefined;
  disabled: boolean;
  onType: (lotId: number, value: string) => void;
  onUseProposal: () => void;
}) {
  const name = `${line.name}, ${line.size}`;
  const chosen = chosenOf(line, typed);
  const errorId = `packing-${line.product_size_id}-error`;
  const differs = line.proposal.length > 0 && !sameLots(line.proposal, line.lots);
  return (
    <fieldset className="packing-line" aria-describedby={error ? errorId : undefined}>
      <legend>
        {name}: {counted(line.quantity, 'unit')} to pack
      </legend>
      <p className="packing-held">
        {PACKING_WORDS.held}:{' '}
        {line.lots.length > 0 ? PACKING_WORDS.lotsOf(line.lots) : PACKING_WORDS.noneHeld}
      </p>
      {differs && (
        <p className="note packing-proposal">
          {PACKING_WORDS.proposal(line.proposal, line.quantity)}{' '}
          {!disabled && (
            <button className="button small" type="button" onClick={onUseProposal}>
              {PACKING_WORDS.useProposal}
            </button>
          )}
        </p>
      )}
      {line.choices.length === 0 ? (
        <p className="muted">{PACKING_WORDS.noChoice}</p>
      ) : (
        <div className="table-scroll">
          <table className="card-table packing-choices">
            <caption className="visually-hidden">Lots of {name} to pack from, first expiry first</caption>
            <thead>
              <tr>
                <th scope="col">Lot</th>
                <th scope="col">Best before</th>
                <th scope="col">Free</th>
                <th scope="col">Units to pack</th>
              </tr>
            </thead>
            <tbody>
              {line.choices.map((choice) => {
                const key = keyOf(line.product_size_id, choice.lot_id);
                const value = typed[key] ?? '';
                const refusalId = `packing-${key.replace(':', '-')}-refusal`;
                // A lot that may not be packed is offered only to take units off it.
                const closed = disabled || (!choice.packable && (value.trim() === '' || value === '0'));
                return (
                  <tr key={choice.lot_id} className={choice.packable ? undefined : 'not-packable'}>
                    <td data-label="Lot">
                      <strong>{choice.code}</strong>
                      {choice.refusal && (
                        <span id={refusalId} className="sub lot-refusal">
                          {choice.refusal}
                        </span>
                      )}
                    </td>
                    <td data-label="Best before">
                      {choice.best_before ? shopDate(choice.best_before) : <span className="muted">—</span>}
                    </td>
                    <td data-label="Free" className="num">
                      {choice.free}
                    </td>
                    <td data-label="Units to pack">
                      <input
                        className="units"
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={PACKING_WORDS.unitsFrom(choice.code)}
                        aria-describedby={choice.refusal ? refusalId : undefined}
                        aria-invalid={error && !closed ? true : undefined}
                        value={value}
                        disabled={closed}
                        onChange={(event) => onType(choice.lot_id, event.target.value)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="hint" aria-live="polite">
        {PACKING_WORDS.chosen(chosen.total, line.quantity)}
      </p>
      <FieldError id={errorId} alert>
        {error}
      </FieldError>
    </fieldset>
  );
}
