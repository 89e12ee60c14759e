import {
  GST_RETURN_TABLES,
  SHOP_UTC_OFFSET_MINUTES,
  gstReturnQuery,
  type GstReturnTable,
} from '@farm/contract';
import { useState } from 'react';
import { fileUrl } from '../api';
import { Field } from '../ui/Field';

/** What each GSTR-1 file holds, as the accountant knows the tables. */
const TABLE_LABELS: Record<GstReturnTable, string> = {
  b2cs: 'B2C small (b2cs)',
  'hsn-b2c': 'HSN summary, B2C',
  'hsn-b2b': 'HSN summary, B2B (empty)',
  docs: 'Document summary',
  b2cl: 'B2C large (b2cl)',
  cdnur: 'Credit notes, B2C large (cdnur)',
};

/** The month before `now` in Kerala, `2026-10`: the month a GSTR-1 is filed for. */
function lastMonth(now = new Date()): string {
  const kerala = new Date(now.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000);
  const first = new Date(Date.UTC(kerala.getUTCFullYear(), kerala.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}

/**
 * The month's GSTR-1 tables as CSV for the GST offline tool (issue 35; docs/domain.md "Credit notes and GST
 * returns"): the month is checked by the contract's rule before any link is offered.
 */
export function GstReturns() {
  const [month, setMonth] = useState(lastMonth);
  const checked = gstReturnQuery.shape.month.safeParse(month);
  const error = checked.success ? undefined : checked.error.issues[0]?.message;
  return (
    <section className="card gst-returns" aria-labelledby="gst-returns-title">
      <h2 id="gst-returns-title">GST returns (GSTR-1)</h2>
      <p className="muted">
        For the accountant to upload to the GST offline tool: the month’s invoices less its credit notes.
      </p>
      <Field
        label="Month"
        type="month"
        value={month}
        error={error}
        onChange={(event) => setMonth(event.target.value)}
      />
      {checked.success && (
        <div className="actions export-links" role="group" aria-labelledby="gst-returns-title">
          {GST_RETURN_TABLES.map((table) => (
            <a
              key={table}
              className="button small"
              href={fileUrl(`/admin/reports/gstr1?${new URLSearchParams({ month, table }).toString()}`)}
              download
            >
              {TABLE_LABELS[table]}
            </a>
          ))}
        </div>
      )}
    </section>
  );
}
