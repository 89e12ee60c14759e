import { STOCK_DEFAULTS, stockSettings, stockSettingsResponse, type StockSettings } from '@farm/contract';
import { useState } from 'react';
import { api } from '../api';
import { FormError, FormMessage, useZodForm } from '../ui/form';
import { Field } from '../ui/Field';
import { useLoad } from '../ui/useLoad';
import { typedNumber } from '../ui/words';

/** The owner's stock settings: how long a payment holds its jars, and when the shop says "Only N left". */
export function StockSettingsSection() {
  const loaded = useLoad(() => api(stockSettingsResponse, '/admin/settings/stock'), 'stock-settings');
  if (!loaded.data) {
    return (
      <section className="card" aria-labelledby="stock-settings-title">
        <h2 id="stock-settings-title">Stock</h2>
        {loaded.status === 'failed' ? (
          <FormError>{loaded.error}</FormError>
        ) : (
          <p className="loading">Loading…</p>
        )}
      </section>
    );
  }
  return <StockSettingsForm initial={loaded.data} />;
}

/** A field's value as a number: the saved number the form starts with, or the text typed read as the shelf writes it. */
const asTyped = (value: number | string) => (typeof value === 'number' ? value : typedNumber(value));

function StockSettingsForm({ initial }: { initial: StockSettings }) {
  const { register, submit, reset, errors, refusal, busy } = useZodForm(stockSettings, {
    hold_minutes: initial.hold_minutes,
    low_stock_threshold: initial.low_stock_threshold,
  });
  const [done, setDone] = useState<string | undefined>();
  const onSubmit = submit(
    async (body) => {
      const saved = await api(stockSettingsResponse, '/admin/settings/stock', { method: 'PUT', body });
      // The form shows what the server kept.
      reset({ hold_minutes: saved.hold_minutes, low_stock_threshold: saved.low_stock_threshold });
      setDone(saved.message);
    },
    () => setDone(undefined),
  );

  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby="stock-settings-title">
      <h2 id="stock-settings-title">Stock</h2>
      <p className="muted">For the sizes the farm counts (see Stock).</p>
      <div className="content-grid">
        <Field
          label="Hold a paying cart’s jars for (minutes)"
          inputMode="numeric"
          hint={`While a customer pays, their jars are kept for them this long (usually ${STOCK_DEFAULTS.holdMinutes}).`}
          error={errors.hold_minutes}
          // Typed as the shelf writes it (spaces, a typed minus); anything else is NaN and the schema says why.
          {...register('hold_minutes', { setValueAs: asTyped })}
        />
        <Field
          label="Say “Only N left” from this many down"
          inputMode="numeric"
          hint={`At this many available or fewer, the shop says “Only N left” and the dashboard lists the size as running low; at 0 only “Sold out” is said (usually ${STOCK_DEFAULTS.lowStockThreshold}).`}
          error={errors.low_stock_threshold}
          {...register('low_stock_threshold', { setValueAs: asTyped })}
        />
      </div>
      <FormMessage error={refusal} done={done} />
      <button className="button primary" type="submit" disabled={busy}>
        Save the stock settings
      </button>
    </form>
  );
}
