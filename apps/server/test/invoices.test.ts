import { createOrderResponse, invoiceResponse } from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import {
  financialYear,
  indianWords,
  invoiceNumber,
  principalRate,
  rupeesInWords,
  splitTax,
} from '../src/modules/invoices/gst.js';
import { INVOICE_MESSAGES } from '../src/modules/invoices/service.js';
import { buildInvoice, type InvoiceInput } from '../src/modules/invoices/document.js';
import { invoicePdf } from '../src/modules/invoices/pdf.js';
import { execFileSync } from 'node:child_process';
import { addressBody, staffBody } from './factories.js';
import { createTestApp, json, type TestApp } from './harness.js';
import { Shopper, lineFor, sellableProducts, type Line } from './shopper.js';

describe('GST arithmetic', () => {
  it('takes the tax out of a price that includes it, halves it within the state, never loses a paisa', () => {
    expect(splitTax(10_500, 5, true)).toEqual({
      taxablePaise: 10_000,
      cgstPaise: 250,
      sgstPaise: 250,
      igstPaise: 0,
      ratePercent: 5,
      grossPaise: 10_500,
    });
    expect(splitTax(10_500, 5, false)).toMatchObject({
      taxablePaise: 10_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 500,
    });
    // ₹349 at 5%: taxable 332.38, tax 16.62 (8.31 + 8.31).
    expect(splitTax(34_900, 5, true)).toMatchObject({ taxablePaise: 33_238, cgstPaise: 831, sgstPaise: 831 });
    // An odd paisa of tax goes to CGST; the parts always add up to the price.
    for (const gross of [1, 99, 34_901, 12_345, 99_999]) {
      for (const rate of [0, 5, 18, 40]) {
        const s = splitTax(gross, rate, true);
        expect(s.taxablePaise + s.cgstPaise + s.sgstPaise).toBe(gross);
        expect(s.cgstPaise - s.sgstPaise).toBeGreaterThanOrEqual(0);
        expect(s.cgstPaise - s.sgstPaise).toBeLessThanOrEqual(1);
      }
    }
    expect(splitTax(500, 0, true)).toMatchObject({ taxablePaise: 500, cgstPaise: 0, sgstPaise: 0 });
  });

  it('taxes shipping at the rate of the line of highest value', () => {
    expect(
      principalRate([
        { grossPaise: 20_000, ratePercent: 5 },
        { grossPaise: 50_000, ratePercent: 18 },
        { grossPaise: 50_000, ratePercent: 5 },
      ]),
    ).toBe(18);
    expect(principalRate([])).toBe(0);
  });

  it('counts financial years from April in Kerala’s time, and numbers invoices within 16 characters', () => {
    expect(financialYear(new Date('2027-03-31T18:00:00Z'), 330)).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:40:00Z'), 330)).toBe('2027-28');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'), 330)).toBe('2099-00');
    expect(invoiceNumber('PK', '2026-27', 42)).toBe('PK/26-27/00042');
    expect(invoiceNumber('LONGPREF', '2026-27', 123_456).length).toBeLessThanOrEqual(16);
  });

  it('says amounts in Indian words', () => {
    expect(indianWords(12_345_678)).toBe(
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight',
    );
    expect(indianWords(100_000)).toBe('One Lakh');
    expect(indianWords(0)).toBe('Zero');
    expect(rupeesInWords(124_950)).toBe('Rupees One Thousand Two Hundred Forty Nine and Fifty Paise Only');
    expect(rupeesInWords(1_000_00)).toBe('Rupees One Thousand Only');
  });
});

describe('tax invoices of orders', () => {
  let t: TestApp;
  const ORIGIN = 'http://localhost:80';
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['owner', 'packer'] as const) {
      const member = staffBody(role, { email: `${role}.invoices@farm.example` });
      await t.services.staff.create(member, { staffId: null, actor: 'test' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: { origin: ORIGIN },
        payload: { email: member.email, password: member.password },
        remoteAddress: `10.5.0.${Object.keys(cookies).length + 1}`,
      });
      cookies[role] = String(response.headers['set-cookie']).split(';')[0]!;
    }
  });
  afterAll(async () => t?.close());

  async function paidOrder(address: object, cart: Line[]) {
    const shopper = await Shopper.start(t.app, address);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder(cart)));
    const stored = await shopper.store(await shopper.sandboxPay(gatewayOrder.order_id), cart);
    expect(stored.statusCode, stored.body).toBe(201);
    return { shopper, id: json<{ order_id: number }>(stored).order_id };
  }

  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { origin: ORIGIN, cookie: cookies.packer! }, payload });

  const accept = async (id: number) =>
    expect((await staff('POST', `/api/admin/orders/${id}/status`, { status: 'Accepted' })).statusCode).toBe(
      200,
    );

  const invoiceOf = async (id: number) => {
    const response = await staff('GET', `/api/admin/orders/${id}/invoice`);
    expect(response.statusCode, response.body).toBe(200);
    return invoiceResponse.parse(json(response));
  };

  it('is made when the order is accepted: CGST and SGST to Kerala, totals equal what was paid', async () => {
    const [product] = await sellableProducts(t.app, 1);
    const { id } = await paidOrder(addressBody(), [lineFor(product!, 2)]);
    const early = await staff('GET', `/api/admin/orders/${id}/invoice`);
    expect(early.statusCode).toBe(404);
    expect(json(early)).toEqual({ message: INVOICE_MESSAGES.notYet });
    await accept(id);
    const invoice = await invoiceOf(id);
    const order = (await t.services.orders.forStaff(id)).order;
    expect(invoice.intra_state).toBe(true);
    // The place of supply and the seller's state name their GST state codes.
    expect(invoice.place_of_supply).toBe('Kerala (32)');
    expect(invoice.seller.state).toBe('Kerala (32)');
    expect(invoice.seller.gstin).toMatch(/^32[0-9A-Z]{13}$/);
    expect(invoice.invoice_no).toMatch(/^[A-Z]+\/\d\d-\d\d\/\d{5}$/);
    expect(invoice.lines).toHaveLength(1);
    expect(invoice.lines[0]).toMatchObject({ quantity: 2, rate_percent: 5, igst: 0 });
    expect(invoice.lines[0]!.hsn_code).toMatch(/^\d{4}$/);
    expect(invoice.totals.igst).toBe(0);
    expect(invoice.totals.total).toBe(order.total_amount);
    const cents = (n: number) => Math.round(n * 100);
    // Equal halves, but for the odd paisa of each taxed part (the line, the shipping), which goes to CGST.
    expect(cents(invoice.totals.cgst) - cents(invoice.totals.sgst)).toBeGreaterThanOrEqual(0);
    expect(cents(invoice.totals.cgst) - cents(invoice.totals.sgst)).toBeLessThanOrEqual(2);
    expect(cents(invoice.totals.taxable) + cents(invoice.totals.cgst) + cents(invoice.totals.sgst)).toBe(
      cents(order.total_amount),
    );
    expect(invoice.shipping?.total).toBe(order.shipping_charge);
    expect(invoice.amount_in_words).toMatch(/^Rupees .+ Only$/);
  });

  it('to Karnataka is IGST; shipping takes the rate of the line of highest value; numbers follow each other', async () => {
    const [cheap, dear] = await sellableProducts(t.app, 2);
    // The dearer line at 18 % for this test: shipping must follow it.
    await t.database.db.update(products).set({ gstRatePercent: 18 }).where(eq(products.id, dear!.id));
    const cart = [lineFor(cheap!, 1), lineFor(dear!, 6)];
    const karnataka = addressBody({ state_id: 2, city: 'Mysuru', pincode: '570001' });
    const first = await paidOrder(karnataka, cart);
    const second = await paidOrder(karnataka, cart);
    await accept(first.id);
    await accept(second.id);
    const [a, b] = [await invoiceOf(first.id), await invoiceOf(second.id)];
    expect(a.intra_state).toBe(false);
    expect(a.totals.cgst + a.totals.sgst).toBe(0);
    expect(a.totals.igst).toBeGreaterThan(0);
    const rates = a.lines.map((line) => line.rate_percent).sort();
    expect(rates).toEqual([18, 5].sort());
    expect(a.shipping?.rate_percent).toBe(18);
    const number = (no: string) => Number(no.split('/').at(-1));
    expect(number(b.invoice_no)).toBe(number(a.invoice_no) + 1);
    await t.database.db.update(products).set({ gstRatePercent: 5 }).where(eq(products.id, dear!.id));
    // An invoice keeps what it was issued with: the rate change after does not touch it.
    expect((await invoiceOf(first.id)).shipping?.rate_percent).toBe(18);
  });

  it('to Delhi names "Delhi (07)" as the place of supply and charges IGST', async () => {
    const [product] = await sellableProducts(t.app, 1);
    const delhi = addressBody({ state_id: 32, city: 'New Delhi', pincode: '110001' });
    const { id } = await paidOrder(delhi, [lineFor(product!, 1)]);
    await accept(id);
    const invoice = await invoiceOf(id);
    expect(invoice.place_of_supply).toBe('Delhi (07)');
    expect(invoice.seller.state).toBe('Kerala (32)');
    expect(invoice.intra_state).toBe(false);
    expect(invoice.totals.cgst + invoice.totals.sgst).toBe(0);
    expect(invoice.totals.igst).toBeGreaterThan(0);
    const pdf = await staff('GET', `/api/admin/orders/${id}/invoice.pdf`);
    const words = pdfText(pdf.rawPayload);
    if (words !== null) {
      expect(words).toContain('Delhi (07)');
      expect(words).toContain('IGST');
      expect(words).not.toContain('SGST');
    }
  });

  it('prints as a PDF for the farm and for the customer who ordered, and for no one else', async () => {
    const [product] = await sellableProducts(t.app, 1);
    const { shopper, id } = await paidOrder(addressBody(), [lineFor(product!, 1)]);
    const before = await shopper.get(`/api/order/${id}/invoice.pdf`);
    expect(before.statusCode).toBe(404);
    expect(json(before)).toEqual({ message: INVOICE_MESSAGES.notYet });
    await accept(id);
    for (const response of [
      await staff('GET', `/api/admin/orders/${id}/invoice.pdf`),
      await shopper.get(`/api/order/${id}/invoice.pdf`),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="invoice-[A-Za-z0-9-]+\.pdf"$/,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const stranger = await Shopper.start(t.app);
    expect((await stranger.get(`/api/order/${id}/invoice.pdf`)).statusCode).toBe(404);
    const slip = await staff('GET', `/api/admin/orders/${id}/packing-slip.pdf`);
    expect(slip.statusCode).toBe(200);
    expect(slip.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/** The words of a PDF, where poppler's pdftotext is installed (CI installs it); null where it is not. */
function pdfText(pdf: Buffer): string | null {
  try {
    return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
  } catch {
    return null;
  }
}

describe('the place of supply and a union territory’s tax', () => {
  const input = (sellerStateId: number, buyerStateId: number): InvoiceInput => ({
    invoiceNo: 'PK/26-27/00001',
    financialYear: '2026-27',
    issuedAt: new Date('2026-11-23T06:00:00Z'),
    seller: { name: 'Farm', legalName: 'Farm LLP', gstin: '', address: 'Farm Road', stateId: sellerStateId },
    order: {
      orderNo: 'SF-000001',
      placedAt: new Date('2026-11-23T05:00:00Z'),
      shippingPaise: 0,
      totalPaise: 10_500,
      paymentMethod: 'RAZORPAY',
      buyer: {
        name: 'Asha',
        address: 'Sector 17',
        landmark: null,
        city: 'Chandigarh',
        stateId: buyerStateId,
        pincode: '160017',
        phone: '9847012345',
      },
    },
    lines: [
      {
        name: 'Coconut oil',
        nameMal: '',
        size: '500 ml',
        quantity: 1,
        unitPricePaise: 10_500,
        totalPaise: 10_500,
        hsnCode: '1513',
        gstRatePercent: 5,
      },
    ],
  });

  it('is CGST and UTGST within a union territory without a legislature, CGST and SGST within Delhi', async () => {
    const chandigarh = buildInvoice(input(30, 30));
    expect(chandigarh).toMatchObject({ intraState: true, utgst: true, placeOfSupply: 'Chandigarh (04)' });
    expect(chandigarh.totals).toMatchObject({ cgstPaise: 250, sgstPaise: 250, igstPaise: 0 });
    const words = pdfText(await invoicePdf(chandigarh));
    if (words !== null) {
      expect(words).toContain('UTGST');
      expect(words).not.toContain('SGST ');
    }
    // Delhi and Puducherry have legislatures: state tax.
    expect(buildInvoice(input(32, 32))).toMatchObject({ intraState: true, utgst: false });
    // From a union territory to a state, or the other way: integrated tax.
    expect(buildInvoice(input(30, 1))).toMatchObject({
      intraState: false,
      utgst: false,
      placeOfSupply: 'Kerala (32)',
    });
  });
});
