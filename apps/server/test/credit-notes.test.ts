// Issue 35, items 4 and 5: the invoice carries the seller's FSSAI number and says its rates include tax; every refund
// on an invoiced order makes one GST credit note (CGST Act s.34) that the farm and the customer download.
import { execFileSync } from 'node:child_process';
import {
  GST_RETURN_MESSAGES,
  KERALA_STATE_ID,
  NOTIFICATION_MESSAGES,
  createOrderResponse,
  deskOrderResponse,
  order as orderSchema,
  type ProductDetail,
  type StaffRole,
} from '@farm/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/transaction.js';
import {
  creditNotes,
  invoices,
  orders,
  outboxMessages,
  paymentOrders,
  refunds,
  shop,
} from '../src/db/schema.js';
import {
  buildCreditNote,
  creditNoteNumber,
  type CreditNoteDocument,
} from '../src/modules/invoices/credit-note.js';
import { buildInvoice, type InvoiceDocument } from '../src/modules/invoices/document.js';
import { b2clRows, b2csRows, cdnurRows } from '../src/modules/desk/gst-returns.js';
import { INVOICE_REPOSITORIES, INVOICE_MESSAGES } from '../src/modules/invoices/service.js';
import { STAFF_ORIGIN, createTestApp, json, signInStaff, type TestApp } from './harness.js';
import { Shopper, lineFor, sellableProducts, type Line } from './shopper.js';

/** A PDF's text where poppler's pdftotext is installed (CI and the dev container); undefined elsewhere. */
function pdfText(pdf: Buffer): string | undefined {
  try {
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
  } catch {
    console.warn('pdftotext (Debian: poppler-utils) is not installed: the PDFs are checked as PDFs only.');
    return undefined;
  }
}

describe('the credit note’s arithmetic', () => {
  const invoice: InvoiceDocument = buildInvoice({
    invoiceNo: 'SF/26-27/00007',
    financialYear: '2026-27',
    issuedAt: new Date('2026-11-23T06:00:00Z'),
    seller: { name: 'Farm', legalName: 'Farm LLP', gstin: '', address: 'Farm Road', stateId: 32 },
    order: {
      orderNo: 'SF-000007',
      placedAt: new Date('2026-11-23T05:00:00Z'),
      shippingPaise: 6_000,
      totalPaise: 3 * 34_900 + 2 * 29_900 + 6_000,
      paymentMethod: 'RAZORPAY',
      buyer: {
        name: 'Asha',
        address: 'MG Road',
        landmark: null,
        city: 'Kochi',
        stateId: 32,
        pincode: '682001',
        phone: '9847012345',
      },
    },
    lines: [
      {
        name: 'Coconut oil',
        nameMal: 'വെളിച്ചെണ്ണ',
        size: '500 ml',
        quantity: 3,
        unitPricePaise: 34_900,
        totalPaise: 3 * 34_900,
        hsnCode: '15131900',
        gstRatePercent: 5,
      },
      {
        name: 'Turmeric',
        nameMal: '',
        size: '250 g',
        quantity: 2,
        unitPricePaise: 29_900,
        totalPaise: 2 * 29_900,
        hsnCode: '09103030',
        gstRatePercent: 18,
      },
    ],
  });
  const note = (refund: Parameters<typeof buildCreditNote>[0]['refund']) =>
    buildCreditNote({
      invoice,
      creditNoteNo: 'SF/CN/26-27/0001',
      financialYear: '2026-27',
      issuedAt: new Date('2026-11-25T06:00:00Z'),
      refund,
      earlier: { units: new Map(), shippingPaise: 0 },
    });
  const sums = (doc: CreditNoteDocument) =>
    doc.totals.taxablePaise + doc.totals.cgstPaise + doc.totals.sgstPaise;

  it('numbers notes within 16 characters in their own yearly series, shortening a long prefix, never the number', () => {
    expect(creditNoteNumber('SF', '2026-27', 1)).toBe('SF/CN/26-27/0001');
    expect(creditNoteNumber('FARMSHOP', '2026-27', 12)).toBe('FA/CN/26-27/0012');
    expect(creditNoteNumber('SF', '2026-27', 12_345)).toBe('S/CN/26-27/12345');
    expect(creditNoteNumber('SF', '2026-27', 12_345)).toHaveLength(16);
  });

  it('reduces units by their invoice line’s price, rate and HSN, with the shipping refunded beside them', () => {
    const doc = note({
      id: 1,
      amountPaise: 34_900 + 1_000,
      reason: 'Broken jar',
      kind: 'lines',
      lines: [{ name: 'Coconut oil', size: '500 ml', unitPricePaise: 34_900, quantity: 1 }],
    });
    expect(doc.lines).toHaveLength(1);
    expect(doc.lines[0]).toMatchObject({
      hsnCode: '15131900',
      quantity: 1,
      gstRatePercent: 5,
      totalPaise: 34_900,
    });
    expect(doc.lines[0]).toMatchObject({ taxablePaise: 33_238, cgstPaise: 831, sgstPaise: 831 });
    // Shipping at the invoice's shipping rate (the line of highest value: the oil, 5 %).
    expect(doc.shipping).toMatchObject({ grossPaise: 1_000, ratePercent: 5 });
    expect(doc.totals.grossPaise).toBe(35_900);
    expect(sums(doc)).toBe(35_900);
    expect(doc).toMatchObject({ invoiceNo: 'SF/26-27/00007', invoiceDate: '2026-11-23T06:00:00.000Z' });
  });

  it('shares a goodwill sum among the lines and shipping by their value, each at its own rate, to the paisa', () => {
    const doc = note({ id: 2, amountPaise: 10_001, reason: 'Late', kind: 'goodwill', lines: [] });
    expect(doc.totals.grossPaise).toBe(10_001);
    expect(sums(doc)).toBe(10_001);
    expect(doc.lines.map((l) => [l.hsnCode, l.quantity, l.gstRatePercent])).toEqual([
      ['15131900', 0, 5],
      ['09103030', 0, 18],
    ]);
    // The oil was billed 104,700 of 170,500: 6,141.37 paise; the turmeric 3,507.68; shipping 351.94. The two paise
    // rounding down left over go to the two largest remainders.
    expect(doc.lines[0]!.totalPaise).toBe(6_141);
    expect(doc.lines[1]!.totalPaise).toBe(3_508);
    expect(doc.shipping?.grossPaise).toBe(352);
  });

  it('a cancel takes back what is left of the invoice after the earlier notes', () => {
    const rest = buildCreditNote({
      invoice,
      creditNoteNo: 'SF/CN/26-27/0002',
      financialYear: '2026-27',
      issuedAt: new Date('2026-11-26T06:00:00Z'),
      refund: {
        id: 3,
        amountPaise: 2 * 34_900 + 2 * 29_900 + 6_000,
        reason: 'Cancelled',
        kind: 'cancel',
        lines: [],
      },
      earlier: { units: new Map([[0, 1]]), shippingPaise: 0 },
    });
    expect(rest.lines.map((l) => l.quantity)).toEqual([2, 2]);
    expect(rest.shipping?.grossPaise).toBe(6_000);
    expect(rest.totals.grossPaise).toBe(2 * 34_900 + 2 * 29_900 + 6_000);
  });
});

const [KERALA, KARNATAKA] = [KERALA_STATE_ID, 2];

describe('B2C large in the GST return', () => {
  it('reports an invoice to another state above ₹1,00,000 in b2cl, its note in cdnur, and neither in b2cs', () => {
    const large = (stateId: number, unitPricePaise: number) =>
      buildInvoice({
        invoiceNo: 'SF/26-27/00009',
        financialYear: '2026-27',
        issuedAt: new Date('2026-11-05T06:00:00Z'),
        seller: { name: 'Farm', legalName: 'Farm LLP', gstin: '', address: 'Farm Road', stateId: KERALA },
        order: {
          orderNo: 'SF-000009',
          placedAt: new Date('2026-11-05T05:00:00Z'),
          shippingPaise: 0,
          totalPaise: 10 * unitPricePaise,
          paymentMethod: 'RAZORPAY',
          buyer: {
            name: 'Ravi',
            address: 'MG Road',
            landmark: null,
            city: 'Bengaluru',
            stateId,
            pincode: '560001',
            phone: '9847012345',
          },
        },
        lines: [
          {
            name: 'Coconut oil (tin)',
            nameMal: '',
            size: '15 l',
            quantity: 10,
            unitPricePaise,
            totalPaise: 10 * unitPricePaise,
            hsnCode: '15131900',
            gstRatePercent: 5,
          },
        ],
      });
    const toKarnataka = large(KARNATAKA, 1_050_000);
    const note = buildCreditNote({
      invoice: toKarnataka,
      creditNoteNo: 'SF/CN/26-27/0005',
      financialYear: '2026-27',
      issuedAt: new Date('2026-11-07T06:00:00Z'),
      refund: {
        id: 5,
        amountPaise: 1_050_000,
        reason: 'Dented tin',
        kind: 'lines',
        lines: [{ name: 'Coconut oil (tin)', size: '15 l', unitPricePaise: 1_050_000, quantity: 1 }],
      },
      earlier: { units: new Map(), shippingPaise: 0 },
    });
    const small = large(KARNATAKA, 100_000);
    const papers = {
      invoices: [
        { number: 9, document: toKarnataka },
        { number: 10, document: small },
      ],
      creditNotes: [{ number: 5, document: note }],
    };
    expect(b2clRows(papers)).toEqual([
      ['SF/26-27/00009', '05-Nov-2026', 105_000, '29-Karnataka', '', 5, 100_000, 0, ''],
    ]);
    expect(cdnurRows(papers)).toEqual([
      ['B2CL', 'SF/CN/26-27/0005', '07-Nov-2026', 'C', '29-Karnataka', 10_500, '', 5, 10_000, 0],
    ]);
    // Only the small invoice (₹10,000 to Karnataka) is in b2cs.
    expect(b2csRows(papers)).toEqual([['OE', '29-Karnataka', 5, '', 9_523.81, 0, '']]);
  });
});

describe('credit notes of refunds on invoiced orders', () => {
  let t: TestApp;
  let staff: Record<StaffRole, string>;
  let products: ProductDetail[];

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t, 'credit-notes');
    products = await sellableProducts(t.app, 4);
  });
  afterAll(async () => t?.close());

  const call = (role: StaffRole, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { origin: STAFF_ORIGIN, cookie: staff[role] } });

  async function paidOrder(cart: Line[]): Promise<{ shopper: Shopper; id: number }> {
    const shopper = await Shopper.start(t.app);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder(cart)));
    const stored = await shopper.store(await shopper.sandboxPay(gatewayOrder.order_id), cart);
    expect(stored.statusCode, stored.body).toBe(201);
    return { shopper, id: json<{ order_id: number }>(stored).order_id };
  }

  const accept = async (id: number) => {
    const response = await call('packer', 'POST', `/api/admin/orders/${id}/status`, { status: 'Accepted' });
    expect(response.statusCode, response.body).toBe(200);
  };

  async function deskView(id: number) {
    const response = await call('packer', 'GET', `/api/admin/orders/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return deskOrderResponse.parse(json(response));
  }

  const refund = async (id: number, body: object) => {
    const response = await call('manager', 'POST', `/api/admin/orders/${id}/refunds`, body);
    expect(response.statusCode, response.body).toBe(200);
  };

  const notesOf = (orderId: number) =>
    t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(creditNotes.id);

  const invoiceOf = async (orderId: number) => {
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    return row!.document as InvoiceDocument;
  };

  /** Makes the order's refunds stay pending, as the live gateway's do until its webhook or a look-up answers. */
  async function throughLiveGateway(orderId: number) {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    await t.database.db
      .update(paymentOrders)
      .set({ gateway: 'razorpay' })
      .where(eq(paymentOrders.gatewayOrderId, row!.gatewayOrderId!));
  }

  it('the invoice prints the FSSAI number by its kind, says its rates include GST, and where an odd paisa goes', async () => {
    await t.database.db.update(shop).set({ fssaiNumber: '11226999000123', fssaiKind: 'licence' });
    t.services.cache.invalidate();
    const { id } = await paidOrder([lineFor(products[0]!, 1)]);
    await accept(id);
    expect((await invoiceOf(id)).seller).toMatchObject({
      fssaiNumber: '11226999000123',
      fssaiKind: 'licence',
    });
    const pdf = await call('packer', 'GET', `/api/admin/orders/${id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    const words = pdfText(pdf.rawPayload);
    if (words !== undefined) {
      expect(words).toContain('FSSAI Lic. No. 11226999000123');
      expect(words).toContain('Rate (incl.');
      expect(words).toContain('an odd paisa of a line’s tax is in its CGST');
    }
    await t.database.db.update(shop).set({ fssaiNumber: '', fssaiKind: 'registration' });
    t.services.cache.invalidate();
    const { id: without } = await paidOrder([lineFor(products[0]!, 1)]);
    await accept(without);
    const plain = pdfText(
      (await call('packer', 'GET', `/api/admin/orders/${without}/invoice.pdf`)).rawPayload,
    );
    if (plain !== undefined) expect(plain).not.toContain('FSSAI');
  });

  it('a refund of a line after the invoice makes a note of exactly that line; the farm and the customer download it, no one else', async () => {
    const [oil, honey] = [lineFor(products[1]!, 3), lineFor(products[2]!, 1)];
    const { shopper, id } = await paidOrder([oil, honey]);
    await accept(id);
    const view = await deskView(id);
    expect(view.credit_notes).toEqual([]);
    const oilLine = view.order.items.find((item) => item.product_size_id === oil.product_size_id)!;
    await refund(id, {
      lines: [{ item_id: oilLine.id, quantity: 2, restock: true }],
      reason: 'Two jars broke',
    });

    const [note] = await notesOf(id);
    const doc = note!.document as CreditNoteDocument;
    const unit = Math.round(oilLine.price * 100);
    const invoiceLine = (await invoiceOf(id)).lines.find((l) => l.quantity === 3)!;
    expect(note!.totalPaise).toBe(2 * unit);
    expect(doc.lines).toEqual([
      expect.objectContaining({
        quantity: 2,
        totalPaise: 2 * unit,
        hsnCode: invoiceLine.hsnCode,
        gstRatePercent: invoiceLine.gstRatePercent,
      }),
    ]);
    // Its tax is the invoice's rule applied to what was refunded: taxable + CGST + SGST is the refund, to the paisa.
    expect(doc.totals.taxablePaise + doc.totals.cgstPaise + doc.totals.sgstPaise).toBe(2 * unit);
    expect(doc.totals.grossPaise).toBe(2 * unit);
    expect(doc.shipping).toBeNull();
    expect(doc.invoiceNo).toBe((await invoiceOf(id)).invoiceNo);
    expect(note!.creditNoteNo).toMatch(/^[A-Z]{1,2}\/CN\/\d\d-\d\d\/\d{4}$/);

    // Listed on the console's order and in My Orders.
    const listed = (await deskView(id)).credit_notes;
    expect(listed).toEqual([
      expect.objectContaining({ id: note!.id, credit_note_no: note!.creditNoteNo, total: (2 * unit) / 100 }),
    ]);
    const mine = z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`)));
    expect(mine.find((o) => o.id === id)!.credit_notes).toEqual(listed);

    // The refund's e-mail names it.
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'order-refunded'),
          like(outboxMessages.dedupeKey, `order-refunded:${id}:%`),
        ),
      );
    expect(mail!.text).toContain(NOTIFICATION_MESSAGES.creditNote(note!.creditNoteNo));

    const url = `/credit-notes/${note!.id}.pdf`;
    for (const response of [
      await call('packer', 'GET', `/api/admin/orders/${id}${url}`),
      await shopper.get(`/api/order/${id}${url}`),
    ]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="credit-note-[A-Za-z0-9-]+\.pdf"$/,
      );
      const words = pdfText(response.rawPayload);
      if (words !== undefined) {
        expect(words).toContain('CREDIT NOTE');
        expect(words).toContain(note!.creditNoteNo);
        expect(words).toContain(doc.invoiceNo);
        expect(words).toContain('Two jars broke');
      }
    }
    const stranger = await Shopper.start(t.app);
    expect((await stranger.get(`/api/order/${id}${url}`)).statusCode).toBe(404);
    // Another order's note under this order's id is not found either, in words.
    const other = await shopper.get(`/api/order/${id}/credit-notes/${note!.id + 1000}.pdf`);
    expect(other.statusCode).toBe(404);
    expect(json(other)).toEqual({ message: INVOICE_MESSAGES.noCreditNote });
  });

  it('a cancel of an accepted order makes a note of the whole invoice; after a partial note, of the rest', async () => {
    const whole = await paidOrder([lineFor(products[0]!, 2), lineFor(products[3]!, 1)]);
    await accept(whole.id);
    const cancel = (id: number) =>
      call('manager', 'POST', `/api/admin/orders/${id}/status`, {
        status: 'Cancelled',
        note: 'Asked by phone',
      });
    expect((await cancel(whole.id)).statusCode).toBe(200);
    const invoice = await invoiceOf(whole.id);
    const [note] = await notesOf(whole.id);
    const doc = note!.document as CreditNoteDocument;
    expect(doc.totals).toEqual(invoice.totals);
    expect(doc.lines.map((l) => [l.name, l.quantity])).toEqual(
      invoice.lines.map((l) => [l.name, l.quantity]),
    );
    expect(doc.shipping).toEqual(invoice.shipping);

    const part = await paidOrder([lineFor(products[0]!, 3)]);
    await accept(part.id);
    const item = (await deskView(part.id)).order.items[0]!;
    await refund(part.id, {
      lines: [{ item_id: item.id, quantity: 1, restock: true }],
      reason: 'One jar broke',
    });
    expect((await cancel(part.id)).statusCode).toBe(200);
    const notes = await notesOf(part.id);
    expect(notes).toHaveLength(2);
    const partInvoice = await invoiceOf(part.id);
    expect(notes.reduce((sum, n) => sum + n.totalPaise, 0)).toBe(partInvoice.totals.grossPaise);
    expect((notes[1]!.document as CreditNoteDocument).lines[0]!.quantity).toBe(2);
    // One series: the second note's number follows the first.
    const number = (no: string) => Number(no.split('/').at(-1));
    expect(number(notes[1]!.creditNoteNo)).toBe(number(notes[0]!.creditNoteNo) + 1);
  });

  it('a refund before the invoice makes no note (the invoice bills only the units left); a failed refund makes none', async () => {
    const early = await paidOrder([lineFor(products[1]!, 2)]);
    const item = (await deskView(early.id)).order.items[0]!;
    await refund(early.id, {
      lines: [{ item_id: item.id, quantity: 1, restock: true }],
      reason: 'Out of it',
    });
    await accept(early.id);
    expect((await invoiceOf(early.id)).lines[0]!.quantity).toBe(1);
    expect(await notesOf(early.id)).toEqual([]);

    const failing = await paidOrder([lineFor(products[1]!, 2)]);
    await accept(failing.id);
    await throughLiveGateway(failing.id);
    await refund(failing.id, { amount: 20, reason: 'Late' });
    const [pending] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, failing.id));
    await t.services.refunds.settle({
      id: 'rfnd_credit_failed',
      paymentId: pending!.gatewayPaymentId,
      amount: pending!.amountPaise,
      status: 'failed',
      notes: { refund_row: String(pending!.id) },
    });
    expect(await notesOf(failing.id)).toEqual([]);
  });

  it('a refund on its way gets its note when processed, once, however often the gateway says so', async () => {
    const { id } = await paidOrder([lineFor(products[2]!, 2)]);
    await accept(id);
    await throughLiveGateway(id);
    await refund(id, { amount: 25.5, reason: 'Sorry for the wait' });
    expect(await notesOf(id)).toEqual([]);
    const [pending] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    const processed = {
      id: 'rfnd_credit_once',
      paymentId: pending!.gatewayPaymentId,
      amount: pending!.amountPaise,
      status: 'processed' as const,
      notes: { refund_row: String(pending!.id) },
    };
    await t.services.refunds.settle(processed);
    await t.services.refunds.settle(processed);
    const notes = await notesOf(id);
    expect(notes).toHaveLength(1);
    const doc = notes[0]!.document as CreditNoteDocument;
    // A goodwill sum: the value of the line and the shipping reduced, no units.
    expect(doc.totals.grossPaise).toBe(2_550);
    expect(doc.totals.taxablePaise + doc.totals.cgstPaise + doc.totals.sgstPaise).toBe(2_550);
    expect(doc.lines.every((line) => line.quantity === 0)).toBe(true);
    // Issuing it again for the same refund (the reconciliation pass racing a webhook) answers the same note.
    const again = await withTransaction(t.database.db, INVOICE_REPOSITORIES, (tx) =>
      t.services.invoices.issueCreditNote(
        tx,
        {
          id: pending!.id,
          orderId: id,
          createdAt: pending!.createdAt,
          amountPaise: 2_550,
          reason: 'x',
          kind: 'goodwill',
          lines: [],
        },
        'SF',
      ),
    );
    expect(again!.id).toBe(notes[0]!.id);
    expect(await notesOf(id)).toHaveLength(1);
  });

  it('numbers each financial year’s notes from 1', async () => {
    const { id } = await paidOrder([lineFor(products[3]!, 1)]);
    await accept(id);
    const issue = (refundId: number, at: string) =>
      withTransaction(t.database.db, INVOICE_REPOSITORIES, (tx) =>
        t.services.invoices.issueCreditNote(
          tx,
          {
            id: refundId,
            orderId: id,
            createdAt: new Date(),
            amountPaise: 100,
            reason: 'Test',
            kind: 'goodwill',
            lines: [],
          },
          'SF',
          new Date(at),
        ),
      );
    // 31 March 2031 at 23:00 in Kerala is still 2030-31; an hour and a half later it is 2031-32.
    expect((await issue(990_001, '2031-03-31T17:30:00Z'))!.creditNoteNo).toMatch(/^SF\/CN\/30-31\/\d{4}$/);
    expect((await issue(990_002, '2031-03-31T19:00:00Z'))!.creditNoteNo).toBe('SF/CN/31-32/0001');
    expect((await issue(990_003, '2031-04-02T06:00:00Z'))!.creditNoteNo).toBe('SF/CN/31-32/0002');
  });

  it('the month’s GSTR-1 CSVs equal its invoices less its credit notes, to the paisa', async () => {
    // A month of its own, far from the other tests' days: the papers are dated into it.
    const month = '2032-05';
    const inMonth = new Date('2032-05-10T06:00:00Z');
    const a = await paidOrder([lineFor(products[0]!, 2), lineFor(products[1]!, 1)]);
    const b = await paidOrder([lineFor(products[2]!, 3)]);
    for (const id of [a.id, b.id]) await accept(id);
    const item = (await deskView(b.id)).order.items[0]!;
    await refund(b.id, { lines: [{ item_id: item.id, quantity: 1, restock: true }], reason: 'Broken' });
    await refund(a.id, { amount: 13.37, reason: 'Late' });
    // Dated into the month once the notes are made (a note is made only for a refund after its invoice).
    await t.database.db
      .update(invoices)
      .set({ issuedAt: inMonth })
      .where(inArray(invoices.orderId, [a.id, b.id]));
    await t.database.db
      .update(creditNotes)
      .set({ issuedAt: inMonth })
      .where(inArray(creditNotes.orderId, [a.id, b.id]));

    const sum = (docs: { totals: InvoiceDocument['totals'] }[]) =>
      docs.reduce(
        (s, d) => ({
          taxable: s.taxable + d.totals.taxablePaise,
          tax: s.tax + d.totals.cgstPaise + d.totals.sgstPaise + d.totals.igstPaise,
          gross: s.gross + d.totals.grossPaise,
        }),
        { taxable: 0, tax: 0, gross: 0 },
      );
    const sold = sum([await invoiceOf(a.id), await invoiceOf(b.id)]);
    const notes = [...(await notesOf(a.id)), ...(await notesOf(b.id))];
    expect(notes).toHaveLength(2);
    const credited = sum(notes.map((n) => n.document as CreditNoteDocument));
    const paise = (cell: string) => Math.round(Number(cell) * 100);

    const file = async (table: string) => {
      const response = await call('owner', 'GET', `/api/admin/reports/gstr1?month=${month}&table=${table}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const [header, ...rows] = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      return { header: header!.split(','), rows: rows.map((row) => row.split(',')) };
    };

    const b2cs = await file('b2cs');
    expect(b2cs.header).toEqual([
      'Type',
      'Place Of Supply',
      'Rate',
      'Applicable % of Tax Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    expect(b2cs.rows.every((row) => row[0] === 'OE' && row[1] === '32-Kerala')).toBe(true);
    expect(b2cs.rows.reduce((s, row) => s + paise(row[4]!), 0)).toBe(sold.taxable - credited.taxable);

    const hsn = await file('hsn-b2c');
    expect(hsn.header.slice(0, 5)).toEqual(['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value']);
    const column = (name: string) => hsn.header.indexOf(name);
    const total = (name: string) => hsn.rows.reduce((s, row) => s + paise(row[column(name)]!), 0);
    expect(total('Taxable Value')).toBe(sold.taxable - credited.taxable);
    expect(total('Integrated Tax Amount') + total('Central Tax Amount') + total('State/UT Tax Amount')).toBe(
      sold.tax - credited.tax,
    );
    expect(total('Total Value')).toBe(sold.gross - credited.gross);
    // Shipping is a row of its own under its services code.
    expect(hsn.rows.find((row) => row[0] === '9965')?.[2]).toBe('NA');
    // Three jars of b's line sold, one credited: the row counts two (with the other products' own rows).
    const quantities = hsn.rows.filter((row) => row[0] !== '9965').reduce((s, row) => s + Number(row[3]), 0);
    expect(quantities).toBe(2 + 1 + 3 - 1);

    const b2b = await file('hsn-b2b');
    expect(b2b.header).toEqual(hsn.header);
    expect(b2b.rows).toEqual([]);

    const docs = await file('docs');
    expect(docs.header).toEqual([
      'Nature of Document',
      'Sr. No. From',
      'Sr. No. To',
      'Total Number',
      'Cancelled',
    ]);
    const invoiceNos = [(await invoiceOf(a.id)).invoiceNo, (await invoiceOf(b.id)).invoiceNo].sort();
    expect(docs.rows[0]).toEqual(['Invoices for outward supply', invoiceNos[0], invoiceNos[1], '2', '0']);
    expect(docs.rows[1]![0]).toBe('Credit Note');
    expect(docs.rows[1]![3]).toBe('2');

    const refused = await call('owner', 'GET', `/api/admin/reports/gstr1?month=2032-13&table=b2cs`);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(GST_RETURN_MESSAGES.month);
    // Figures for the accountant: not for a packer.
    expect(
      (await call('packer', 'GET', `/api/admin/reports/gstr1?month=${month}&table=b2cs`)).statusCode,
    ).toBe(403);
  });
});
