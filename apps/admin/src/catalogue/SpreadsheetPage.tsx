import {
  SHEET_FIELDS,
  SHEET_LIMITS,
  SHEET_MESSAGES,
  sheetFileProblems,
  sheetImported,
  sheetPlan,
  type SheetPlan,
} from '@farm/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, api, fileUrl } from '../api';
import { ConfirmButton } from '../ui/ConfirmButton';
import { Field } from '../ui/Field';
import { FormError } from '../ui/form';
import './catalogue.css';

const MB = 1024 * 1024;
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The files chosen, kept so the import sends exactly what the dry run read. */
interface Chosen {
  sheet: File;
  pictures: File | undefined;
}

function formOf(chosen: Chosen, fingerprint?: string): FormData {
  const form = new FormData();
  form.append(SHEET_FIELDS.file, chosen.sheet, chosen.sheet.name);
  if (chosen.pictures) form.append(SHEET_FIELDS.pictures, chosen.pictures, chosen.pictures.name);
  if (fingerprint) form.append(SHEET_FIELDS.fingerprint, fingerprint);
  return form;
}

/**
 * The catalogue by spreadsheet (issue 36): export it as CSV or XLSX, edit it in Excel or LibreOffice, and import it
 * back: first a dry run, which writes nothing and says what would be added, changed and refused (row, column, reason),
 * then, confirmed, the import of exactly that in one go.
 */
export function SpreadsheetPage() {
  const [sheet, setSheet] = useState<File | undefined>();
  const [pictures, setPictures] = useState<File | undefined>();
  const [problems, setProblems] = useState<Partial<Record<'file' | 'pictures', string>>>({});
  const [checked, setChecked] = useState<{ plan: SheetPlan; chosen: Chosen } | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  async function dryRun(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = sheetFileProblems(sheet, pictures);
    setProblems(found);
    setNotice(undefined);
    setError(undefined);
    setChecked(undefined);
    if (!sheet || found.file || found.pictures) return;
    const chosen = { sheet, pictures };
    setBusy(true);
    try {
      const plan = await api(sheetPlan, '/admin/catalogue/sheet/dry-run', {
        method: 'POST',
        form: formOf(chosen),
      });
      setChecked({ plan, chosen });
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  }

  async function importChecked() {
    if (!checked) return;
    const answer = await api(sheetImported, '/admin/catalogue/sheet/import', {
      method: 'POST',
      form: formOf(checked.chosen, checked.plan.fingerprint),
    });
    setChecked(undefined);
    setNotice(answer.message);
  }

  const plan = checked?.plan;
  const touched = plan ? new Set([...plan.added, ...plan.changed].map((entry) => entry.sku)).size : 0;

  return (
    <>
      <div className="page-head">
        <h1>Products by spreadsheet</h1>
        <Link to="/products">Back to the products</Link>
      </div>

      <section className="card" aria-labelledby="sheet-export-title">
        <h2 id="sheet-export-title">Export</h2>
        <p>
          One row per size of each product, the product’s columns repeated on each of its rows: prices, MRP,
          stock counts, HSN code, GST rate, declarations, in English and Malayalam. The XLSX has a Help sheet
          that says what each column holds.
        </p>
        <div className="actions export-links" role="group" aria-labelledby="sheet-export-title">
          <a className="button small" href={fileUrl('/admin/catalogue/sheet?format=xlsx')} download>
            Download XLSX
          </a>
          <a className="button small" href={fileUrl('/admin/catalogue/sheet?format=csv')} download>
            Download CSV
          </a>
        </div>
      </section>

      <section className="card" aria-labelledby="sheet-import-title">
        <h2 id="sheet-import-title">Import</h2>
        <p className="muted">
          Send the edited file back (CSV UTF-8 or XLSX, at most {SHEET_LIMITS.rows.toLocaleString('en-IN')}{' '}
          rows), with a zip of the pictures its “Picture file” column names, if any (at most{' '}
          {SHEET_LIMITS.zipBytes / MB} MB). The dry run writes nothing: it shows what the import would do.
          Products and sizes the file leaves out stay as they are; nothing is ever removed.
        </p>
        <form className="sheet-form" onSubmit={(event) => void dryRun(event)} noValidate>
          <Field
            label="Spreadsheet (CSV or XLSX)"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            error={problems.file}
            onChange={(event) => {
              setSheet(event.target.files?.[0]);
              setChecked(undefined);
            }}
          />
          <Field
            label="Pictures (a zip, optional)"
            type="file"
            accept=".zip,application/zip"
            error={problems.pictures}
            onChange={(event) => {
              setPictures(event.target.files?.[0]);
              setChecked(undefined);
            }}
          />
          <button className="button" type="submit" disabled={busy}>
            {busy ? 'Checking…' : 'Check the file (dry run)'}
          </button>
        </form>
        <FormError>{error}</FormError>
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
      </section>

      {plan && (
        <section className="card sheet-report" aria-labelledby="sheet-report-title">
          <h2 id="sheet-report-title">What the import would do</h2>
          <p
            role={plan.refused.length > 0 ? 'alert' : 'status'}
            className={plan.refused.length ? 'refused' : ''}
          >
            {plan.message}
          </p>
          <Summary plan={plan} />
          {plan.refused.length > 0 && <Refused plan={plan} />}
          {plan.added.length > 0 && <Added plan={plan} />}
          {plan.changed.length > 0 && <Changed plan={plan} />}
          {plan.refused.length === 0 && touched > 0 && (
            <div className="actions">
              <ConfirmButton
                label={`Import ${count(touched, 'product')}`}
                title={`Import ${count(touched, 'product')}?`}
                description="Everything listed above is written in one go, or nothing is if the catalogue changed since this dry run. Pictures go to the picture library, stock counts become stock movements, and the audit trail keeps a line of it. There is no undo: to go back, import a file that says what was there before."
                confirmLabel="Import"
                onConfirm={importChecked}
              />
            </div>
          )}
        </section>
      )}
    </>
  );
}

function Summary({ plan }: { plan: SheetPlan }) {
  const s = plan.summary;
  const newSizes = plan.added.filter((entry) => !entry.new_product).length;
  const lines = [
    s.products_added > 0 &&
      `${count(s.products_added, 'product')} added (${count(s.sizes_added - newSizes, 'size')})`,
    newSizes > 0 && `${count(newSizes, 'size')} added to products the shop has`,
    s.products_changed > 0 && `${count(s.products_changed, 'product')} changed`,
    s.unchanged > 0 &&
      `${count(s.unchanged, 'product')} in the file as the shop has ${s.unchanged === 1 ? 'it' : 'them'}`,
    s.not_in_file > 0 && SHEET_MESSAGES.notInFile(s.not_in_file),
    s.categories_added.length > 0 &&
      `New ${s.categories_added.length === 1 ? 'category' : 'categories'}, added with the first product’s picture: ${s.categories_added.join(', ')}`,
    s.pictures > 0 && `${count(s.pictures, 'picture')} from the zip, added to the picture library`,
    s.stock_counts > 0 && `${count(s.stock_counts, 'stock count')} set, each kept as a stock movement`,
  ].filter((line): line is string => typeof line === 'string');
  return (
    <ul className="sheet-summary">
      <li>
        {plan.format.toUpperCase()} file, {count(plan.rows, 'row')}
      </li>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** One of the report's tables: a caption, its columns, and each row's cells (labelled on a phone). */
function ReportTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <div className="table-wrap">
      <table className="sheet-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td
                  key={columns[index]}
                  data-label={columns[index]}
                  className={index === 0 ? 'num' : undefined}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Refused({ plan }: { plan: SheetPlan }) {
  return (
    <ReportTable
      caption="Refused: fix these in the file, then check it again"
      columns={['Row', 'Column', 'Reason']}
      rows={plan.refused.map((entry, index) => ({
        key: String(index),
        cells: [entry.row, entry.column, entry.reason],
      }))}
    />
  );
}

const STATUS_WORDS = { draft: 'a draft', published: 'published', hidden: 'hidden' } as const;

function Added({ plan }: { plan: SheetPlan }) {
  return (
    <ReportTable
      caption="Added"
      columns={['Row', 'SKU', 'Product', 'Size', 'What']}
      rows={plan.added.map((entry) => ({
        key: String(entry.row),
        cells: [
          entry.row,
          entry.sku,
          entry.product,
          entry.size,
          entry.new_product ? `New product, ${STATUS_WORDS[entry.status]}` : 'New size',
        ],
      }))}
    />
  );
}

function Changed({ plan }: { plan: SheetPlan }) {
  return (
    <ReportTable
      caption="Changed"
      columns={['Row', 'SKU', 'Product', 'Size', 'Changes']}
      rows={plan.changed.map((entry) => ({
        key: `${entry.row}-${entry.size ?? ''}`,
        cells: [
          entry.row,
          entry.sku,
          entry.product,
          entry.size ?? 'The product',
          <ul key="changes" className="sheet-changes">
            {entry.changes.map((change) => (
              <li key={change.column}>
                {change.column}: <Cell {...excerpt(change.before, change.after)} /> →{' '}
                <Cell {...excerpt(change.after, change.before)} />
              </li>
            ))}
          </ul>,
        ],
      }))}
    />
  );
}

const EXCERPT = 120;

/**
 * A long text of a change, cut to where it differs from the other side (a description changed at its end shows its
 * end), so both sides fit on the screen and the difference is in view.
 */
function excerpt(text: string, other: string): { text: string; cutStart: boolean } {
  if (text.length <= EXCERPT) return { text, cutStart: false };
  let same = 0;
  while (same < text.length && text[same] === other[same]) same += 1;
  const start = Math.max(0, Math.min(same - 40, text.length - EXCERPT));
  const shown = text.slice(start, start + EXCERPT);
  return { text: start + EXCERPT < text.length ? `${shown}…` : shown, cutStart: start > 0 };
}

/** A cell's text in a change: "(empty)" for nothing. */
function Cell({ text, cutStart }: { text: string; cutStart: boolean }) {
  if (text === '') return <em>(empty)</em>;
  return <q>{cutStart ? `…${text}` : text}</q>;
}
