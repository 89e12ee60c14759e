import type { Language } from '@farm/contract';

/**
 * The words printed on a tax invoice, in the language its order was placed in (issue 24). The GST terms a tax
 * officer reads (GSTIN, HSN, CGST/SGST/IGST, the amount in words) stay in English; a Malayalam heading of such a term
 * keeps the English beside it. A label missing in Malayalam is a type error.
 */
const ENGLISH = {
  documentTitle: 'Tax invoice',
  title: 'TAX INVOICE',
  pricesIncludeGst: 'Prices include GST',
  gstin: 'GSTIN',
  fssaiLicence: 'FSSAI Lic. No.',
  fssaiRegistration: 'FSSAI Reg. No.',
  state: 'State',
  invoiceNo: 'Invoice no.',
  invoiceDate: 'Invoice date',
  orderNo: 'Order no.',
  orderDate: 'Order date',
  payment: 'Payment',
  cashOnDelivery: 'Cash on delivery',
  paidOnline: 'Paid online',
  placeOfSupply: 'Place of supply',
  billTo: 'Bill and ship to',
  item: 'Item',
  lot: 'Lot',
  hsn: 'HSN',
  quantity: 'Qty',
  rate: 'Rate (incl. GST)',
  taxable: 'Taxable',
  gst: 'GST',
  total: 'Total',
  amountsIn: 'Amounts in ₹',
  shipping: 'Shipping (with the goods it carries)',
  amountInWords: 'Amount in words',
  intraState:
    'Supplied within the state: central tax (CGST) and state tax (SGST) in halves; an odd paisa of a line’s tax is in its CGST.',
  intraUnionTerritory:
    'Supplied within the union territory: central tax (CGST) and union territory tax (UTGST) in halves; an odd paisa of a line’s tax is in its CGST.',
  interState: 'Supplied to another state: integrated tax (IGST).',
  computerGenerated: 'This is a computer-generated invoice and needs no signature.',
  // The credit note (issue 35) is printed by the same code, with these words where the invoice has its own.
  creditDocumentTitle: 'Credit note',
  creditTitle: 'CREDIT NOTE',
  creditNoteNo: 'Credit note no.',
  creditNoteDate: 'Credit note date',
  againstInvoice: 'Against invoice no.',
  againstInvoiceDate: 'Invoice date',
  reason: 'Reason',
  valueReduction:
    'A reduction in value: no goods come back; each line’s share is in proportion to what it was billed, at its own rate.',
  creditUnder: 'Issued under section 34 of the CGST Act: the refund below reduces the invoice named above.',
  creditComputerGenerated: 'This is a computer-generated credit note and needs no signature.',
};

export type InvoiceLabels = Record<keyof typeof ENGLISH, string>;

const MALAYALAM: InvoiceLabels = {
  documentTitle: 'നികുതി ഇൻവോയ്സ്',
  title: 'നികുതി ഇൻവോയ്സ് / TAX INVOICE',
  pricesIncludeGst: 'വിലകളിൽ GST ഉൾപ്പെടുന്നു',
  gstin: 'GSTIN',
  fssaiLicence: 'FSSAI Lic. No.',
  fssaiRegistration: 'FSSAI Reg. No.',
  state: 'സംസ്ഥാനം',
  invoiceNo: 'ഇൻവോയ്സ് നമ്പർ',
  invoiceDate: 'ഇൻവോയ്സ് തീയതി',
  orderNo: 'ഓർഡർ നമ്പർ',
  orderDate: 'ഓർഡർ തീയതി',
  payment: 'പണമടവ്',
  cashOnDelivery: 'ക്യാഷ് ഓൺ ഡെലിവറി',
  paidOnline: 'ഓൺലൈനായി അടച്ചു',
  placeOfSupply: 'വിതരണ സ്ഥലം / Place of supply',
  billTo: 'ബില്ലും ഡെലിവറിയും',
  item: 'ഇനം',
  lot: 'ലോട്ട് (Lot)',
  hsn: 'HSN',
  quantity: 'എണ്ണം',
  rate: 'നിരക്ക് (GST ഉൾപ്പെടെ)',
  taxable: 'Taxable',
  gst: 'GST',
  total: 'ആകെ',
  amountsIn: 'തുക ₹-ൽ',
  shipping: 'ഷിപ്പിംഗ് (സാധനങ്ങൾക്കൊപ്പം)',
  amountInWords: 'തുക അക്ഷരത്തിൽ / Amount in words',
  intraState:
    'സംസ്ഥാനത്തിനകത്തുള്ള വിതരണം: കേന്ദ്ര നികുതിയും (CGST) സംസ്ഥാന നികുതിയും (SGST) പകുതികളായി; ഒരു വരിയുടെ നികുതിയിലെ ഒറ്റ പൈസ CGST-യിലാണ്.',
  intraUnionTerritory:
    'കേന്ദ്രഭരണ പ്രദേശത്തിനകത്തുള്ള വിതരണം: കേന്ദ്ര നികുതിയും (CGST) കേന്ദ്രഭരണ പ്രദേശ നികുതിയും (UTGST) പകുതികളായി; ഒരു വരിയുടെ നികുതിയിലെ ഒറ്റ പൈസ CGST-യിലാണ്.',
  interState: 'മറ്റൊരു സംസ്ഥാനത്തേക്കുള്ള വിതരണം: സംയോജിത നികുതി (IGST).',
  computerGenerated: 'ഇത് കമ്പ്യൂട്ടർ തയ്യാറാക്കിയ ഇൻവോയ്സ് ആണ്; ഒപ്പ് ആവശ്യമില്ല.',
  creditDocumentTitle: 'ക്രെഡിറ്റ് നോട്ട്',
  creditTitle: 'ക്രെഡിറ്റ് നോട്ട് / CREDIT NOTE',
  creditNoteNo: 'ക്രെഡിറ്റ് നോട്ട് നമ്പർ',
  creditNoteDate: 'ക്രെഡിറ്റ് നോട്ട് തീയതി',
  againstInvoice: 'ബന്ധപ്പെട്ട ഇൻവോയ്സ്',
  againstInvoiceDate: 'ഇൻവോയ്സ് തീയതി',
  reason: 'കാരണം',
  valueReduction:
    'വിലയിലെ കുറവ്: സാധനങ്ങൾ തിരികെ വരുന്നില്ല; ഓരോ വരിയുടെയും പങ്ക് അതിന് ബിൽ ചെയ്ത തുകയുടെ അനുപാതത്തിൽ, അതിന്റെ നിരക്കിൽ.',
  creditUnder: 'CGST നിയമം വകുപ്പ് 34 പ്രകാരം: താഴെയുള്ള റീഫണ്ട് മുകളിൽ പറഞ്ഞ ഇൻവോയ്സിന്റെ തുക കുറയ്ക്കുന്നു.',
  creditComputerGenerated: 'ഇത് കമ്പ്യൂട്ടർ തയ്യാറാക്കിയ ക്രെഡിറ്റ് നോട്ട് ആണ്; ഒപ്പ് ആവശ്യമില്ല.',
};

export const INVOICE_LABELS: Record<Language, InvoiceLabels> = { en: ENGLISH, ml: MALAYALAM };
