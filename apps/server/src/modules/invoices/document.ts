import { paiseToRupees, stateById, stateWithGstCode, type FssaiKind } from '@farm/contract';
import { addSplits, principalRate, rupeesInWords, splitTax, type TaxSplit } from './gst.js';

/** The seller's side of the invoice, from the shop's settings. */
export interface SellerFacts {
  name: string;
  legalName: string;
  gstin: string;
  address: string;
  stateId: number;
  /**
   * The farm's FSSAI licence or registration number, printed on every invoice and bill (FSSAI order of 8 June 2021);
   * empty prints nothing. Absent on invoices issued before issue 35.
   */
  fssaiNumber?: string;
  fssaiKind?: FssaiKind;
}

/** What an invoice is made from: the order as sold, and each line's product tax facts. */
export interface InvoiceInput {
  invoiceNo: string;
  financialYear: string;
  issuedAt: Date;
  seller: SellerFacts;
  order: {
    orderNo: string;
    placedAt: Date;
    shippingPaise: number;
    totalPaise: number;
    paymentMethod: string;
    buyer: {
      name: string;
      address: string;
      landmark: string | null;
      city: string;
      stateId: number;
      pincode: string;
      phone: string;
    };
  };
  lines: {
    /** The order line it bills (kept since issue 38, so the printed invoice can name the line's lots). */
    itemId?: number;
    name: string;
    nameMal: string;
    size: string;
    quantity: number;
    unitPricePaise: number;
    totalPaise: number;
    hsnCode: string;
    gstRatePercent: number;
  }[];
}

export type InvoiceLine = InvoiceInput['lines'][number] & TaxSplit;

/** The invoice as issued and kept: everything it prints, computed once. */
export interface InvoiceDocument {
  invoiceNo: string;
  financialYear: string;
  issuedAt: string;
  seller: SellerFacts & { state: string };
  buyer: InvoiceInput['order']['buyer'] & { state: string };
  orderNo: string;
  orderDate: string;
  paymentMethod: string;
  /** The delivery state with its GST state code, "Delhi (07)" (invoices issued before issue 32: the name alone). */
  placeOfSupply: string;
  intraState: boolean;
  /**
   * Within a union territory without a legislature the state half is union territory tax (UTGST) in SGST's place:
   * the `sgstPaise` figures are then UTGST. Absent on invoices issued before issue 32 (SGST).
   */
  utgst?: boolean;
  lines: InvoiceLine[];
  shipping: TaxSplit | null;
  totals: Omit<TaxSplit, 'ratePercent'>;
  amountInWords: string;
}

/**
 * Builds the invoice (docs/domain.md "Invoices"): each line's tax taken out of its price at its product's rate;
 * shipping taxed at the principal line's rate (a composite supply); CGST + SGST when the delivery is in the farm's
 * state (CGST + UTGST in a union territory without a legislature), IGST otherwise; the totals equal what the customer
 * paid. The seller's state and the place of supply carry their GST state codes, as GST's invoice rules ask.
 */
export function buildInvoice(input: InvoiceInput): InvoiceDocument {
  const intraState = input.order.buyer.stateId === input.seller.stateId;
  const lines = input.lines.map((line) => ({
    ...line,
    ...splitTax(line.totalPaise, line.gstRatePercent, intraState),
  }));
  const shippingRate = principalRate(
    lines.map((l) => ({ grossPaise: l.totalPaise, ratePercent: l.gstRatePercent })),
  );
  const shipping =
    input.order.shippingPaise > 0 ? splitTax(input.order.shippingPaise, shippingRate, intraState) : null;
  const totals = addSplits(shipping ? [...lines, shipping] : lines);
  const buyerState = stateWithGstCode(input.order.buyer.stateId);
  return {
    invoiceNo: input.invoiceNo,
    financialYear: input.financialYear,
    issuedAt: input.issuedAt.toISOString(),
    seller: { ...input.seller, state: stateWithGstCode(input.seller.stateId) },
    buyer: { ...input.order.buyer, state: buyerState },
    orderNo: input.order.orderNo,
    orderDate: input.order.placedAt.toISOString(),
    paymentMethod: input.order.paymentMethod,
    placeOfSupply: buyerState,
    intraState,
    utgst: intraState && stateById(input.seller.stateId)?.utgst === true,
    lines,
    shipping,
    totals,
    amountInWords: rupeesInWords(totals.grossPaise),
  };
}

const rupees = paiseToRupees;

function splitView(split: TaxSplit) {
  return {
    rate_percent: split.ratePercent,
    taxable: rupees(split.taxablePaise),
    cgst: rupees(split.cgstPaise),
    sgst: rupees(split.sgstPaise),
    igst: rupees(split.igstPaise),
    total: rupees(split.grossPaise),
  };
}

/** The invoice on the wire (contract: invoiceResponse). */
export function toInvoiceView(invoice: InvoiceDocument) {
  const { rate_percent: _rate, ...totals } = splitView({ ...invoice.totals, ratePercent: 0 });
  return {
    invoice_no: invoice.invoiceNo,
    financial_year: invoice.financialYear,
    issued_at: invoice.issuedAt,
    seller: {
      name: invoice.seller.name,
      legal_name: invoice.seller.legalName,
      gstin: invoice.seller.gstin,
      address: invoice.seller.address,
      state: invoice.seller.state,
    },
    place_of_supply: invoice.placeOfSupply,
    intra_state: invoice.intraState,
    lines: invoice.lines.map((line) => ({
      ...splitView(line),
      name: line.name,
      size: line.size,
      hsn_code: line.hsnCode,
      quantity: line.quantity,
      unit_price: rupees(line.unitPricePaise),
    })),
    shipping: invoice.shipping ? splitView(invoice.shipping) : null,
    totals,
    amount_in_words: invoice.amountInWords,
  };
}
