import { STOCK_DEFAULTS, stockSettings, stockSettingsResponse, type StockSettings } from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { api } from '../api';
import { FormMessage, issuesOf, refusalOf, FormError } from '../ui/form';
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

function StockSettingsForm({ initial }: { initial: StockSettings }) {
  const [hold, setHold] = useState(String(initial.hold_minutes));
  const [threshold, setThreshold] = useState(String(initial.low_stock_threshold));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    const parsed = stockSettings.safeParse({
      hold_minutes: typedNumber(hold),
      low_stock_threshold: typedNumber(threshold),
    });
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error.issues));
      return;
    }
    setBusy(true);
    try {
      const saved = await api(stockSettingsResponse, '/admin/settings/stock', {
        method: 'PUT',
        body: parsed.data,
      });
      setHold(String(saved.hold_minutes));
      setThreshold(String(saved.low_stock_threshold));
      setErrors({});
      setDone(saved.message);
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors({ ...refusal.fields, form: refusal.form });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="stock-settings-title"
    >
      <h2 id="stock-settings-title">Stock</h2>
      <p className="muted">For the sizes the farm counts (see Stock).</p>
      <div className="content-grid">
        <Field
          label="Hold a paying cart’s jars for (minutes)"
          inputMode="numeric"
          hint={`While a customer pays, their jars are kept for them this long (usually ${STOCK_DEFAULTS.holdMinutes}).`}
          value={hold}
          error={errors.hold_minutes}
          onChange={(event) => setHold(event.target.value)}
        />
        <Field
          label="Say “Only N left” from this many down"
          inputMode="numeric"
          hint={`At this many available or fewer, the shop says “Only N left” and the dashboard lists the size as running low; at 0 only “Sold out” is said (usually ${STOCK_DEFAULTS.lowStockThreshold}).`}
          value={threshold}
          error={errors.low_stock_threshold}
          onChange={(event) => setThreshold(event.target.value)}
        />
      </div>
      <FormMessage error={errors.form} done={done} />
      <button className="button primary" type="submit" disabled={busy}>
        Save the stock settings
      </button>
    </form>
  );
}
