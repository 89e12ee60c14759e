import { NOTIFICATION_MESSAGES as M, REFUND_DAYS, STOCK_MESSAGES, type Language } from '@farm/contract';

/**
 * The words of the e-mails a customer gets, in each storefront language (issue 24). English is the contract's, word
 * for word; Malayalam is written here, and a word missing in it is a type error. Staff messages (the farm's "new
 * order", invitations) stay English and read the contract directly.
 */
const ENGLISH = {
  subjectPlaced: M.subjectPlaced,
  subjectAccepted: M.subjectAccepted,
  subjectShipped: M.subjectShipped,
  subjectFirstParcel: M.subjectFirstParcel,
  subjectDelivered: M.subjectDelivered,
  subjectCancelled: M.subjectCancelled,
  subjectRefunded: M.subjectRefunded,
  subjectReset: M.subjectReset,
  greeting: M.greeting,
  placed: M.placed,
  accepted: M.accepted,
  shipped: M.shipped,
  firstParcel: M.firstParcel,
  delivered: M.delivered,
  cancelled: M.cancelled,
  cancelledPaid: M.cancelledPaid,
  refunded: M.refunded,
  refundedFor: M.refundedFor,
  farmReason: M.farmReason,
  soldOutRefund: STOCK_MESSAGES.shortRefundReason,
  cancelledByYou: M.cancelledByYou,
  creditNote: M.creditNote,
  reset: M.reset,
  resetIgnore: M.resetIgnore,
  courier: M.courier,
  tracking: M.tracking,
  total: M.total,
  shipping: M.shipping,
  deliverTo: M.deliverTo,
  viewOrders: M.viewOrders,
  setPassword: M.setPassword,
  signOff: M.signOff,
};

/** Every word of ENGLISH, a sentence with values as the same function. */
export type CustomerWords = {
  [K in keyof typeof ENGLISH]: (typeof ENGLISH)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

const MALAYALAM: CustomerWords = {
  subjectPlaced: 'നിങ്ങളുടെ ഓർഡറിന് നന്ദി',
  subjectAccepted: 'നിങ്ങളുടെ ഓർഡർ സ്വീകരിച്ചു',
  subjectShipped: 'നിങ്ങളുടെ ഓർഡർ വഴിയിലാണ്',
  subjectFirstParcel: 'നിങ്ങളുടെ ഓർഡറിന്റെ ആദ്യ പാഴ്സൽ വഴിയിലാണ്',
  subjectDelivered: 'നിങ്ങളുടെ ഓർഡർ എത്തിച്ചു',
  subjectCancelled: 'നിങ്ങളുടെ ഓർഡർ റദ്ദാക്കി',
  subjectRefunded: 'നിങ്ങളുടെ റീഫണ്ട് വഴിയിലാണ്',
  subjectReset: 'പുതിയ പാസ്‌വേഡ് സജ്ജമാക്കുക',
  greeting: (name: string) => `നമസ്കാരം ${name},`,
  placed:
    'ഞങ്ങളുടെ ഫാമിൽ നിന്ന് ഓർഡർ ചെയ്തതിന് നന്ദി. നിങ്ങളുടെ ഓർഡർ ഞങ്ങൾക്ക് കിട്ടി; പുതുമ നഷ്ടപ്പെടാതെ പായ്ക്ക് ചെയ്ത് അയയ്ക്കാം.',
  accepted: 'നിങ്ങളുടെ ഓർഡർ ഞങ്ങൾ സ്വീകരിച്ചു, ഇപ്പോൾ അത് തയ്യാറാക്കുകയാണ്. ഫാമിൽ നിന്ന് അയയ്ക്കുമ്പോൾ വീണ്ടും അറിയിക്കാം.',
  shipped: 'നിങ്ങളുടെ ഓർഡർ ഫാമിൽ നിന്ന് പുറപ്പെട്ടു.',
  firstParcel: (window: string) =>
    `ഇപ്പോൾ തയ്യാറായ സാധനങ്ങളുമായി നിങ്ങളുടെ ഓർഡറിന്റെ ആദ്യ പാഴ്സൽ ഫാമിൽ നിന്ന് പുറപ്പെട്ടു; പ്രീ-ഓർഡർ ${window} കാലയളവിൽ പിന്നാലെ അയയ്ക്കും.`,
  delivered: 'നിങ്ങളുടെ ഓർഡർ എത്തിച്ചുകഴിഞ്ഞു. ഇഷ്ടമാകുമെന്ന് കരുതുന്നു; നിങ്ങളുടെ അഭിപ്രായം ഒരു റിവ്യൂ ആയി എഴുതൂ.',
  cancelled: 'നിങ്ങളുടെ ഓർഡർ റദ്ദാക്കി.',
  cancelledPaid: 'ഓൺലൈനായി പണമടച്ചതിനാൽ, തുക നിങ്ങൾ പണമടച്ച അതേ വഴിയിലേക്ക് തിരികെ നൽകും.',
  refunded: (rupees: string) =>
    `₹${rupees} ഞങ്ങൾ തിരികെ നൽകി. സാധാരണയായി ${REFUND_DAYS.from} മുതൽ ${REFUND_DAYS.to} വരെ പ്രവൃത്തി ദിവസങ്ങൾക്കുള്ളിൽ ഇത് ബാങ്കിൽ കാണാം.`,
  refundedFor: 'ഈ സാധനങ്ങൾക്കുള്ള തുകയാണിത്:',
  farmReason: (reason: string) => `ഫാം അറിയിച്ച കാരണം: ${reason}`,
  soldOutRefund:
    'ക്ഷമിക്കണം: നിങ്ങളുടെ പണം ഞങ്ങളിലെത്തിയപ്പോഴേക്കും ഇവ വിറ്റുതീർന്നിരുന്നു, അതിനാൽ അവയുടെ തുക ഉടൻ തിരികെ നൽകി.',
  cancelledByYou: 'എന്റെ ഓർഡറുകളിൽ നിന്ന് നിങ്ങൾ തന്നെയാണ് ഇത് റദ്ദാക്കിയത്.',
  creditNote: (no: string) => `ഇതിന്റെ GST ക്രെഡിറ്റ് നോട്ട് ${no}, എന്റെ ഓർഡറുകളിൽ ഇൻവോയ്സിനരികെ ഉണ്ട്.`,
  reset:
    'നിങ്ങളുടെ അക്കൗണ്ടിന് പുതിയ പാസ്‌വേഡ് സജ്ജമാക്കാൻ ഒരാൾ ആവശ്യപ്പെട്ടു, അത് നിങ്ങൾ തന്നെയാകുമെന്ന് കരുതുന്നു. താഴെയുള്ള ലിങ്ക് 30 മിനിറ്റ് നേരത്തേക്ക്, ഒരു തവണ മാത്രം പ്രവർത്തിക്കും.',
  resetIgnore: 'ഇത് നിങ്ങളല്ലെങ്കിൽ ഈ ഇ-മെയിൽ അവഗണിക്കുക: നിങ്ങളുടെ പാസ്‌വേഡ് മാറില്ല.',
  courier: 'കൊറിയർ',
  tracking: 'ട്രാക്കിംഗ് നമ്പർ',
  total: 'ആകെ',
  shipping: 'ഷിപ്പിംഗ്',
  deliverTo: 'എത്തിക്കുന്ന വിലാസം',
  viewOrders: 'എന്റെ ഓർഡറുകളിൽ നിങ്ങളുടെ ഓർഡർ കാണുക',
  setPassword: 'പുതിയ പാസ്‌വേഡ് സജ്ജമാക്കുക',
  signOff: 'ഫാമിൽ നിന്ന് സ്നേഹത്തോടെ,',
};

export const CUSTOMER_WORDS: Record<Language, CustomerWords> = { en: ENGLISH, ml: MALAYALAM };
