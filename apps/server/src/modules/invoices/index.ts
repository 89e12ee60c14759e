/**
 * The invoices module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { buildCreditNote, creditNoteNumber } from './credit-note.js';
export type { CreditedRefund, CreditNoteDocument, CreditNoteLine } from './credit-note.js';
export { buildInvoice, toInvoiceView } from './document.js';
export type { InvoiceDocument, SellerFacts } from './document.js';
export type { TaxSplit } from './gst.js';
export { packingSlipPdf } from './pdf.js';
export { InvoiceRepository } from './repository.js';
export { INVOICE_REPOSITORIES, InvoiceService } from './service.js';
export type { CreditNoteRow, InvoiceRow } from './repository.js';
