import { CONTENT_MESSAGES, IMAGE_BASES, contentSaved } from '@farm/contract';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { api } from '../api';
import { ActionDialog, DialogActions, RemoveButton } from '../ui/Confirm';
import { Field } from '../ui/Field';
import { MoveButtons, movedIds } from '../ui/MoveButtons';
import { useLoad } from '../ui/useLoad';
import { ContentNav } from './ContentNav';
import { FormError, FormMessage, issuesOf, refusalOf } from '../ui/form';
import { PicturePicker } from '../ui/PicturePicker';
import '../ui/content.css';

type Values = Record<string, string>;
/** A certificate, a film of the feed or a banner item. */
type Item = { id: number; image: string; title?: string; video?: string };

export interface ListField {
  name: 'title' | 'image' | 'video';
  label: string;
  kind: 'text' | 'picture';
  hint?: string;
}

export interface SortedListConfig {
  /** The API's list: /admin/<kind>. */
  kind: 'certificates' | 'videos' | 'banners';
  title: string;
  /** "certificate", "film", "banner item". */
  noun: string;
  list: z.ZodType<{ data: Item[] }>;
  item: z.ZodType<Item>;
  body: z.ZodType<unknown>;
  fields: readonly ListField[];
  describe: (item: Item, index: number) => string;
}

/** The fields of one item, as a form that saves it. */
function ItemForm({
  config,
  initial,
  submitLabel,
  onSave,
}: {
  config: SortedListConfig;
  initial: Values;
  submitLabel: string;
  onSave: (body: unknown) => Promise<string>;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    const parsed = config.body.safeParse(values);
    if (!parsed.success) {
      setErrors({ ...issuesOf(parsed.error.issues), form: CONTENT_MESSAGES.notSaved });
      return;
    }
    setBusy(true);
    try {
      setDone(await onSave(parsed.data));
      setErrors({});
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors({ ...refusal.fields, form: refusal.form });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="content-grid">
      {config.fields.map((field) =>
        field.kind === 'picture' ? (
          <PicturePicker
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            base={config.kind === 'certificates' ? IMAGE_BASES.certificate : IMAGE_BASES.video}
            max={1}
            value={values[field.name] ? [values[field.name]!] : []}
            onChange={(refs) => setValues((previous) => ({ ...previous, [field.name]: refs[0] ?? '' }))}
            error={errors[field.name]}
          />
        ) : (
          <Field
            key={field.name}
            label={field.label}
            {...(field.hint ? { hint: field.hint } : {})}
            value={values[field.name] ?? ''}
            onChange={(event) => setValues((previous) => ({ ...previous, [field.name]: event.target.value }))}
            error={errors[field.name]}
          />
        ),
      )}
      <div className="content-wide">
        <FormMessage error={errors.form} done={done} />
        <button className="button primary small" type="submit" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** An ordered list of the home page (certificates, the video feed, the banner): add, edit, move, remove. */
export function SortedList({ config }: { config: SortedListConfig }) {
  const items = useLoad(() => api(config.list, `/admin/${config.kind}`), config.kind);
  const [removing, setRemoving] = useState<{ item: Item; index: number } | undefined>();
  const [message, setMessage] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(0);
  const list = items.data?.data ?? [];
  const empty = Object.fromEntries(config.fields.map((field) => [field.name, '']));

  async function move(index: number, by: -1 | 1) {
    const ids = movedIds(
      list.map((item) => item.id),
      index,
      by,
    );
    setBusy(true);
    try {
      const answer = await api(contentSaved, `/admin/${config.kind}/order`, { method: 'PUT', body: { ids } });
      setMessage({
        done: `Moved ${config.describe(list[index]!, index)} ${by < 0 ? 'up' : 'down'}. ${answer.message}`,
      });
      items.reload();
    } catch (failure) {
      setMessage({ error: refusalOf(failure).form });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      const answer = await api(contentSaved, `/admin/${config.kind}/${removing.item.id}`, {
        method: 'DELETE',
      });
      setMessage({ done: `Removed ${config.describe(removing.item, removing.index)}. ${answer.message}` });
      setRemoving(undefined);
      items.reload();
    } catch (failure) {
      setMessage({ error: refusalOf(failure).form });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="page-head">
        <h1>Farm content: {config.title}</h1>
      </div>
      <ContentNav />
      <FormMessage error={removing ? undefined : message.error} done={message.done} />
      {items.status === 'failed' && <FormError>{items.error}</FormError>}
      {items.status === 'loading' && !items.data && <p className="loading">Loading…</p>}
      {items.data && list.length === 0 && (
        <p className="empty card">Nothing here yet: add the first below.</p>
      )}
      <ol className="sorted-list">
        {list.map((item, index) => (
          <li key={item.id} className="card">
            <div className="sorted-head">
              <h2>
                {index + 1}. {config.describe(item, index)}
              </h2>
              <div className="actions">
                <MoveButtons
                  look="words"
                  name={config.describe(item, index)}
                  index={index}
                  count={list.length}
                  busy={busy}
                  onMove={(by) => void move(index, by)}
                />
                <RemoveButton
                  name={config.describe(item, index)}
                  onClick={() => {
                    setMessage({});
                    setRemoving({ item, index });
                  }}
                />
              </div>
            </div>
            <ItemForm
              key={JSON.stringify(item)}
              config={config}
              initial={Object.fromEntries(config.fields.map((field) => [field.name, item[field.name] ?? '']))}
              submitLabel="Save"
              onSave={async (body) => {
                await api(config.item, `/admin/${config.kind}/${item.id}`, { method: 'PUT', body });
                items.reload();
                return CONTENT_MESSAGES.homeSaved;
              }}
            />
          </li>
        ))}
      </ol>
      <section className="card" aria-labelledby="add-item">
        <h2 id="add-item">Add a {config.noun}</h2>
        <ItemForm
          key={added}
          config={config}
          initial={empty}
          submitLabel={`Add the ${config.noun}`}
          onSave={async (body) => {
            await api(config.item, `/admin/${config.kind}`, { method: 'POST', body });
            setAdded((n) => n + 1);
            items.reload();
            setMessage({ done: `Added a ${config.noun} at the end of the list.` });
            return '';
          }}
        />
      </section>
      <ActionDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={`Remove ${removing ? config.describe(removing.item, removing.index) : `this ${config.noun}`}?`}
        description="It leaves the home page within a second. This cannot be undone."
      >
        <FormMessage error={message.error} />
        <DialogActions
          keep="Keep it"
          action={{ label: 'Remove', danger: true, disabled: busy, onClick: () => void remove() }}
        />
      </ActionDialog>
    </>
  );
}
