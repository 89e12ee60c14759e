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
  hsn: 'HSN',
  quantity: 'Qty',
  rate: 'Rate',
  taxable: 'Taxable',
  gst: 'GST',
  total: 'Total',
  amountsIn: 'Amounts in ₹',
  shipping: 'Shipping (with the goods it carries)',
  amountInWords: 'Amount in words',
  intraState: 'Supplied within the state: central tax (CGST) and state tax (SGST) in equal halves.',
  intraUnionTerritory:
    'Supplied within the union territory: central tax (CGST) and union territory tax (UTGST) in equal halves.',
  interState: 'Supplied to another state: integrated tax (IGST).',
  computerGenerated: 'This is a computer-generated invoice and needs no signature.',
};

export type InvoiceLabels = Record<keyof typeof ENGLISH, string>;

const MALAYALAM: InvoiceLabels = {
  documentTitle: 'നികുതി ഇൻവോയ്സ്',
  title: 'നികുതി ഇൻവോയ്സ് / TAX INVOICE',
  pricesIncludeGst: 'വിലകളിൽ GST ഉൾപ്പെടുന്നു',
  gstin: 'GSTIN',
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
  hsn: 'HSN',
  quantity: 'എണ്ണം',
  rate: 'നിരക്ക്',
  taxable: 'Taxable',
  gst: 'GST',
  total: 'ആകെ',
  amountsIn: 'തുക ₹-ൽ',
  shipping: 'ഷിപ്പിംഗ് (സാധനങ്ങൾക്കൊപ്പം)',
  amountInWords: 'തുക അക്ഷരത്തിൽ / Amount in words',
  intraState: 'സംസ്ഥാനത്തിനകത്തുള്ള വിതരണം: കേന്ദ്ര നികുതിയും (CGST) സംസ്ഥാന നികുതിയും (SGST) തുല്യ പകുതികളായി.',
  intraUnionTerritory:
    'കേന്ദ്രഭരണ പ്രദേശത്തിനകത്തുള്ള വിതരണം: കേന്ദ്ര നികുതിയും (CGST) കേന്ദ്രഭരണ പ്രദേശ നികുതിയും (UTGST) തുല്യ പകുതികളായി.',
  interState: 'മറ്റൊരു സംസ്ഥാനത്തേക്കുള്ള വിതരണം: സംയോജിത നികുതി (IGST).',
  computerGenerated: 'ഇത് കമ്പ്യൂട്ടർ തയ്യാറാക്കിയ ഇൻവോയ്സ് ആണ്; ഒപ്പ് ആവശ്യമില്ല.',
};

export const INVOICE_LABELS: Record<Language, InvoiceLabels> = { en: ENGLISH, ml: MALAYALAM };
