import { SHEET_MESSAGES, type SheetPlan } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type FakeApi } from '../test/render';
import { SpreadsheetPage } from './SpreadsheetPage';

const summary = {
  products_added: 1,
  sizes_added: 1,
  products_changed: 1,
  sizes_changed: 1,
  unchanged: 30,
  not_in_file: 5,
  categories_added: ['Whole spices'],
  pictures: 1,
  stock_counts: 0,
};

const ready: SheetPlan = {
  message: SHEET_MESSAGES.ready(2),
  format: 'xlsx',
  rows: 40,
  fingerprint: 'abc123',
  summary,
  added: [
    { row: 41, sku: 'PEP-1', product: 'Black pepper', size: '100 g', new_product: true, status: 'draft' },
  ],
  changed: [
    {
      row: 7,
      sku: 'VCO-1',
      product: 'Virgin coconut oil',
      size: '500 ml',
      changes: [{ column: 'MRP (₹)', before: '350', after: '375' }],
    },
  ],
  refused: [],
};

const refused: SheetPlan = {
  ...ready,
  message: SHEET_MESSAGES.refused(1),
  added: [],
  changed: [],
  refused: [
    { row: 12, column: 'MRP (₹)', reason: 'Enter the price in rupees, above 0 (at most two decimals).' },
  ],
};

function renderPage(api: FakeApi) {
  return renderConsole(<SpreadsheetPage />, { role: 'manager', path: '/products/spreadsheet', api });
}

const sheetFile = () =>
  new File(['SKU,Product name\n'], 'catalogue.xlsx', { type: 'application/octet-stream' });

describe('products by spreadsheet', () => {
  it('offers both exports, and asks for a file before a dry run', async () => {
    const { changes } = await renderPage({});
    expect(screen.getByRole('link', { name: 'Download XLSX' })).toHaveAttribute(
      'href',
      '/api/admin/catalogue/sheet?format=xlsx',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/catalogue/sheet?format=csv',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    expect(await screen.findByText(SHEET_MESSAGES.fileRequired)).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('shows the dry run as tables, then imports the same files with its fingerprint once confirmed', async () => {
    const sent: FormData[] = [];
    const { fetchMock } = await renderPage({
      'POST /api/admin/catalogue/sheet/dry-run': ready,
      'POST /api/admin/catalogue/sheet/import': { message: SHEET_MESSAGES.imported(2), summary },
    });
    await userEvent.upload(screen.getByLabelText('Spreadsheet (CSV or XLSX)'), sheetFile());
    await userEvent.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));

    expect(await screen.findByText(SHEET_MESSAGES.ready(2))).toHaveAttribute('role', 'status');
    expect(screen.getByText(SHEET_MESSAGES.notInFile(5))).toBeInTheDocument();
    expect(screen.getByText(/Whole spices/)).toBeInTheDocument();
    const added = screen.getByRole('table', { name: 'Added' });
    expect(
      within(added).getByRole('row', { name: /41 PEP-1 Black pepper 100 g New product, a draft/ }),
    ).toBeInTheDocument();
    const changed = screen.getByRole('table', { name: 'Changed' });
    expect(within(changed).getByText(/MRP \(₹\):/)).toHaveTextContent('MRP (₹): 350 → 375');

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import 2 products?' });
    expect(dialog).toHaveTextContent('written in one go');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(SHEET_MESSAGES.imported(2))).toHaveAttribute('role', 'status');

    for (const [input, init] of fetchMock.mock.calls) {
      if (String(input).includes('/catalogue/sheet/')) sent.push(init?.body as FormData);
    }
    expect(sent).toHaveLength(2);
    expect((sent[0]!.get('file') as File).name).toBe('catalogue.xlsx');
    expect(sent[0]!.get('fingerprint')).toBeNull();
    expect((sent[1]!.get('file') as File).name).toBe('catalogue.xlsx');
    expect(sent[1]!.get('fingerprint')).toBe('abc123');
  });

  it('lists what was refused by row, column and reason, and offers no import', async () => {
    await renderPage({ 'POST /api/admin/catalogue/sheet/dry-run': refused });
    await userEvent.upload(screen.getByLabelText('Spreadsheet (CSV or XLSX)'), sheetFile());
    await userEvent.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHEET_MESSAGES.refused(1));
    const table = screen.getByRole('table', { name: /Refused/ });
    expect(
      within(table).getByRole('row', { name: /12 MRP \(₹\) Enter the price in rupees/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('says a whole file’s refusal in words', async () => {
    await renderPage({
      'POST /api/admin/catalogue/sheet/dry-run': [422, { message: SHEET_MESSAGES.notUtf8 }],
    });
    await userEvent.upload(screen.getByLabelText('Spreadsheet (CSV or XLSX)'), sheetFile());
    await userEvent.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    expect(await screen.findByText(SHEET_MESSAGES.notUtf8)).toBeInTheDocument();
  });

  it('keeps a stale dry run from being imported: the refusal shows in the dialog', async () => {
    await renderPage({
      'POST /api/admin/catalogue/sheet/dry-run': ready,
      'POST /api/admin/catalogue/sheet/import': [409, { message: SHEET_MESSAGES.catalogueChanged }],
    });
    await userEvent.upload(screen.getByLabelText('Spreadsheet (CSV or XLSX)'), sheetFile());
    await userEvent.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 products' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(SHEET_MESSAGES.catalogueChanged)).toBeInTheDocument();
  });
});
