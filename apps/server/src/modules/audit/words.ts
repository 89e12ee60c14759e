// The audit trail in the farm's words (issue 32, item 14): who did what to which thing, and a short diff of only the
// fields that changed. One table says every action: its name in the console's "kind" filter and its sentence. The
// rows keep what was written (before/after as stored); the words are made when the trail is read, so an old row
// reads as well as a new one, and a row of an action this table does not know yet still reads, in plainer words.
import { formatRupees } from '@farm/contract';

/** One stored row, as the words need it. */
export interface AuditFacts {
  action: string;
  entity: string;
  entityId: string | null;
  actor: string;
  before: unknown;
  after: unknown;
}

/** What a sentence may use: the thing's name (resolved on the server), the stored before and after. */
interface Context {
  /** "Wild honey", "order SF-000123", "Anita Menon": the thing's name, or the best the row offers. */
  thing: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The e-mail the row was written with (a failed sign-in names only the address typed). */
  actor: string;
  /** Whether the thing was found by its id (a failed sign-in may name no staff member at all). */
  known: boolean;
}

interface ActionWords {
  /** The kind of change, for the filter: "Product changed". */
  kind: string;
  /** The sentence after the person's name: "changed the product Wild honey". */
  say: (c: Context) => string;
  /** Fields the sentence already says, left out of the diff. */
  said?: readonly string[];
}

const ROLE_WORDS: Record<string, string> = { owner: 'Owner', manager: 'Manager', packer: 'Packer' };
/** A role as the console writes it; the contract's roles, capitalised. */
export const roleWords = (role: unknown) =>
  typeof role === 'string' ? (ROLE_WORDS[role] ?? role) : 'another role';

const ZONE_WORDS: Record<string, string> = { kerala: 'Kerala', rest_of_india: 'the rest of India' };

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** ₹1,250 or ₹1,249.50, in the Indian grouping: the contract's formatter. */
export function rupeeWords(amount: number): string {
  return formatRupees(amount);
}

/** +5 or −2, with a true minus sign. */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');

function stockSentence(c: Context, verb: 'count' | 'receive' | 'correct'): string {
  const before = num(c.before.stock_count);
  const after = num(c.after.stock_count);
  if (verb === 'receive')
    return `received ${num(c.after.quantity) ?? '?'} of ${c.thing} (now ${after ?? '?'})`;
  if (verb === 'correct') {
    return `corrected the count of ${c.thing} by ${signed(num(c.after.change) ?? 0)} (now ${after ?? '?'})`;
  }
  if (c.after.count === null) return `stopped counting ${c.thing}`;
  if (before === undefined) return `started counting ${c.thing} at ${after ?? '?'}`;
  return `counted ${c.thing}: ${before} → ${after ?? '?'}`;
}

const STOCK_SAID = ['stock_count', 'action', 'count', 'quantity', 'change'];

/** "imported the catalogue from a spreadsheet: 3 products added, 2 changed, 4 stock counts". */
function importSentence(after: Record<string, unknown>): string {
  const counts = [
    [num(after.products_added), 'product added', 'products added'],
    [num(after.products_changed), 'product changed', 'products changed'],
    [
      Array.isArray(after.categories_added) ? after.categories_added.length : 0,
      'category added',
      'categories added',
    ],
    [num(after.stock_counts), 'stock count', 'stock counts'],
  ] as const;
  const said = counts.flatMap(([n, one, many]) => (n ? [`${n} ${n === 1 ? one : many}`] : []));
  return `imported the catalogue from a spreadsheet${said.length ? `: ${said.join(', ')}` : ''}`;
}

/** A catalogue or content thing: added, changed, hidden, shown, removed. */
function thingWords(noun: string, plural: string) {
  return {
    create: { kind: `${noun} added`, say: (c: Context) => `added the ${noun.toLowerCase()} ${c.thing}` },
    update: { kind: `${noun} changed`, say: (c: Context) => changedSentence(noun.toLowerCase(), c) },
    remove: { kind: `${noun} removed`, say: (c: Context) => `removed the ${noun.toLowerCase()} ${c.thing}` },
    hide: {
      kind: `${noun} hidden`,
      say: (c: Context) => `hid the ${noun.toLowerCase()} ${c.thing} from the shop`,
    },
    show: {
      kind: `${noun} shown`,
      say: (c: Context) => `showed the ${noun.toLowerCase()} ${c.thing} in the shop again`,
    },
    reorder: { kind: `${plural} reordered`, say: () => `put the ${plural.toLowerCase()} in a new order` },
  };
}

/** "changed the price of Wild honey" when only prices changed, else "changed the product Wild honey". */
function changedSentence(noun: string, c: Context): string {
  const fields = changedFields(c.before, c.after);
  const onlyPrices = fields.length > 0 && fields.every((field) => /(^|\.)(price|offer_price)$/.test(field));
  return onlyPrices ? `changed the price of ${c.thing}` : `changed the ${noun} ${c.thing}`;
}

const product = thingWords('Product', 'Products');
const category = thingWords('Category', 'Categories');
const crop = thingWords('Crop', 'Crops');
const certificate = thingWords('Certificate', 'Certificates');
const video = thingWords('Video', 'Videos');
const banner = thingWords('Banner picture', 'Banner pictures');

/**
 * A signed-in member's wrong current password, asked again before a password change or turning two-factor on or off
 * (so that a session alone, a stolen cookie, cannot do them): the `step` a failed sign-in's row stores for each.
 */
export const REAUTH_STEPS = {
  password: 'current password, to change it',
  twoFactorOn: 'current password, to turn two-factor on',
  twoFactorOff: 'current password, to turn two-factor off',
} as const;

const REAUTH_WORDS: Record<string, string> = {
  [REAUTH_STEPS.password]: 'typed a wrong current password when changing their password',
  [REAUTH_STEPS.twoFactorOn]: 'typed a wrong current password when turning two-factor sign-in on',
  [REAUTH_STEPS.twoFactorOff]: 'typed a wrong current password when turning two-factor sign-in off',
};

/**
 * Every action the shop writes, in words. A new action gets its line here; until then it reads as "did <action> to
 * <thing>".
 */
export const ACTIONS: Record<string, ActionWords> = {
  // Signing in and out.
  'staff.sign-in': {
    kind: 'Signed in',
    say: (c) => (c.after.two_factor === 'recovery code' ? 'signed in with a recovery code' : 'signed in'),
  },
  'staff.sign-in-password': {
    kind: 'Password accepted, code asked',
    say: () => 'entered the right password (the two-factor code was asked next)',
  },
  'staff.sign-in-failed': {
    kind: 'Failed sign-in',
    say: (c) =>
      c.after.step === 'two-factor code'
        ? 'entered a wrong two-factor code'
        : typeof c.after.step === 'string' && c.after.step in REAUTH_WORDS
          ? REAUTH_WORDS[c.after.step]!
          : c.known
            ? `failed to sign in as ${c.thing} (${c.actor})`
            : `failed to sign in as ${c.actor}, an address no staff member has`,
    said: ['step'],
  },
  'staff.sign-out': { kind: 'Signed out', say: () => 'signed out' },
  'staff.session-end': { kind: 'Session ended', say: () => 'ended one of their own sessions' },
  'staff.sessions-end-others': {
    kind: 'Other sessions ended',
    say: () => 'signed out their sessions on other devices',
  },
  'staff.password': { kind: 'Password changed', say: () => 'changed their password' },
  'staff.password-reset': {
    kind: 'Password reset',
    say: () => 'set a new password with a “forgot password” link',
  },
  'staff.two-factor-on': { kind: 'Two-factor turned on', say: () => 'turned on two-factor sign-in' },
  'staff.two-factor-off': { kind: 'Two-factor turned off', say: () => 'turned off two-factor sign-in' },
  'staff.two-factor-reset': {
    kind: 'Two-factor reset',
    say: (c) => `reset the two-factor sign-in of ${c.thing}`,
  },
  // The staff.
  'staff.create': {
    kind: 'Staff member added',
    say: (c) => `added ${c.thing} as ${roleWords(c.after.role)}`,
    said: ['name', 'role'],
  },
  'staff.invite': {
    kind: 'Staff member invited',
    say: (c) =>
      `invited ${str(c.after.name) || c.thing} (${str(c.after.email)}) as ${roleWords(c.after.role)}`,
    said: ['name', 'email', 'role'],
  },
  'staff.invite-accept': {
    kind: 'Invitation accepted',
    say: (c) => `accepted the invitation and joined as ${roleWords(c.after.role)}`,
    said: ['name', 'email', 'role', 'invitation'],
  },
  'staff.invite-revoke': {
    kind: 'Invitation withdrawn',
    say: (c) => `withdrew the invitation of ${c.thing}`,
    said: ['pending'],
  },
  'staff.role': {
    kind: 'Role changed',
    say: (c) =>
      `changed the role of ${c.thing} from ${roleWords(c.before.role)} to ${roleWords(c.after.role)}`,
    said: ['role'],
  },
  'staff.remove': {
    kind: 'Staff member removed',
    say: (c) => `removed ${c.thing} from the staff`,
    said: ['name', 'email', 'role', 'removed'],
  },
  // Orders.
  'order.status': {
    kind: 'Order moved on',
    say: (c) =>
      c.after.status === 'Cancelled'
        ? `cancelled ${c.thing} (it was ${str(c.before.status) || 'open'})`
        : `moved ${c.thing} from ${str(c.before.status)} to ${str(c.after.status)}`,
    said: ['status'],
  },
  'order.first-parcel': {
    kind: 'First parcel sent',
    say: (c) =>
      `sent the first parcel of ${c.thing} (${str(c.after.courier)} ${str(c.after.tracking_number)})`,
    said: ['courier', 'tracking_number'],
  },
  'order.refund': {
    kind: 'Refund',
    say: (c) => {
      const amount = num(c.after.refund_rupees) ?? num(c.after.amount);
      return amount === undefined
        ? `refunded money on ${c.thing}`
        : `refunded ${rupeeWords(amount)} on ${c.thing}`;
    },
    said: ['refund_rupees', 'amount', 'refund', 'refunded_rupees'],
  },
  // Stock.
  'preorder.open': {
    kind: 'Pre-order opened',
    say: (c) => `opened a pre-order of ${num(c.after.expected_quantity) ?? '?'} of ${c.thing}`,
  },
  'preorder.close': { kind: 'Pre-order closed', say: (c) => `closed the pre-order of ${c.thing}` },
  'preorder.harvest': {
    kind: 'Harvest recorded',
    say: (c) =>
      `recorded the harvest of ${c.thing}: ${num(c.after.actual) ?? '?'} (${num(c.after.refunded_units) ?? 0} refunded)`,
  },
  'recall.start': {
    kind: 'Recall',
    say: (c) => {
      const lots = Array.isArray(c.after.lots) ? c.after.lots.map(String) : [];
      const told = num(c.after.customers_told) ?? 0;
      return `recalled lot${lots.length === 1 ? '' : 's'} ${lots.join(', ') || '?'}: ${num(c.after.written_off) ?? 0} written off, ${told} customer${told === 1 ? '' : 's'} written to`;
    },
    said: ['lots', 'written_off', 'customers_told'],
  },
  'stock.count': { kind: 'Stock counted', say: (c) => stockSentence(c, 'count'), said: STOCK_SAID },
  'stock.receive': { kind: 'Stock received', say: (c) => stockSentence(c, 'receive'), said: STOCK_SAID },
  'stock.correct': { kind: 'Stock corrected', say: (c) => stockSentence(c, 'correct'), said: STOCK_SAID },
  // The catalogue.
  'product.create': product.create,
  'product.update': product.update,
  'product.hide': { ...product.hide, said: ['hidden'] },
  'product.show': { ...product.show, said: ['hidden'] },
  'product.publish': { kind: 'Product published', say: (c) => `published the product ${c.thing}` },
  'product.reorder': {
    kind: 'Products reordered',
    say: (c) => `put the products of ${c.thing} in a new order`,
  },
  'category.create': category.create,
  'category.update': category.update,
  'category.hide': { ...category.hide, said: ['hidden'] },
  'category.show': { ...category.show, said: ['hidden'] },
  'category.reorder': category.reorder,
  // A category's prices in bulk (issue 36): the sizes' prices before and after, by name, in the diff.
  'category.prices': {
    kind: 'Prices changed in bulk',
    say: (c) => {
      const count = num(c.after.count);
      const sizes = count === undefined ? 'sizes' : `${count} ${count === 1 ? 'size' : 'sizes'}`;
      return `changed the prices of ${sizes} in ${c.thing}: ${str(c.after.change)}`;
    },
    said: ['change', 'count'],
  },
  'catalogue.import': {
    kind: 'Catalogue imported from a spreadsheet',
    say: (c) => importSentence(c.after),
    said: [
      'format',
      'rows',
      'products_added',
      'sizes_added',
      'products_changed',
      'sizes_changed',
      'unchanged',
      'not_in_file',
      'categories_added',
      'pictures',
      'stock_counts',
      'added_skus',
      'changed_skus',
    ],
  },
  // The farm's content.
  'crop.create': crop.create,
  'crop.update': crop.update,
  'crop.remove': crop.remove,
  'certificate.create': certificate.create,
  'certificate.update': certificate.update,
  'certificate.remove': certificate.remove,
  'certificates.reorder': certificate.reorder,
  'video.create': video.create,
  'video.update': video.update,
  'video.remove': video.remove,
  'videos.reorder': video.reorder,
  'banner.create': banner.create,
  'banner.update': banner.update,
  'banner.remove': banner.remove,
  'banners.reorder': banner.reorder,
  'page.update': { kind: 'Page edited', say: (c) => `edited the page ${c.thing}` },
  'page.reviewed': {
    kind: 'Page reviewed',
    say: (c) =>
      `marked the ${c.after.language === 'ml' ? 'Malayalam' : 'English'} of the page ${c.thing} reviewed`,
    said: ['language'],
  },
  'media.upload': { kind: 'Picture uploaded', say: (c) => `uploaded the picture ${c.thing}` },
  'media.remove': { kind: 'Picture deleted', say: (c) => `deleted the picture ${c.thing}` },
  // Reviews.
  'review.hide': { kind: 'Review hidden', say: (c) => `hid ${c.thing}`, said: ['hidden'] },
  'review.show': { kind: 'Review shown', say: (c) => `showed ${c.thing} again`, said: ['hidden'] },
  'review.reply': { kind: 'Review answered', say: (c) => `replied to ${c.thing}` },
  'review.reply-remove': {
    kind: 'Reply removed',
    say: (c) => `removed the farm’s reply to ${c.thing}`,
    said: ['reply'],
  },
  // Complaints to the grievance officer (issue 35).
  'complaint.acknowledge': { kind: 'Complaint acknowledged', say: (c) => `acknowledged ${c.thing}` },
  'complaint.reply': { kind: 'Complaint answered', say: (c) => `replied to ${c.thing}`, said: ['reply'] },
  'complaint.close': { kind: 'Complaint closed', say: (c) => `closed ${c.thing}`, said: ['status'] },
  // Settings.
  'settings.shop': { kind: 'Shop details changed', say: () => 'changed the shop’s details' },
  'settings.cod': {
    kind: 'Cash on delivery',
    say: (c) => (c.after.cod_enabled ? 'turned cash on delivery on' : 'turned cash on delivery off'),
    said: ['cod_enabled'],
  },
  'settings.lot-pages': {
    kind: 'Lot pages in search engines',
    say: (c) =>
      c.after.lot_pages_indexed
        ? 'let search engines index the lot pages'
        : 'kept the lot pages out of search engines',
    said: ['lot_pages_indexed'],
  },
  'settings.two-factor': {
    kind: 'Two-factor rule',
    say: (c) =>
      c.after.staff_two_factor_required
        ? 'required two-factor sign-in of every staff member'
        : 'stopped requiring two-factor sign-in of every staff member',
    said: ['staff_two_factor_required'],
  },
  'settings.shipping': {
    kind: 'Shipping rates changed',
    say: (c) => `changed the shipping rates for ${c.thing}`,
  },
  'settings.stock': { kind: 'Stock settings changed', say: () => 'changed the stock settings' },
  // The setup checklist and opening the shop (issue 36).
  'settings.shipping-reviewed': {
    kind: 'Shipping rates reviewed',
    say: () => 'said the shipping rates are right',
  },
  'setup.test-payments': {
    kind: 'Test payments on purpose',
    say: (c) =>
      c.after.confirmed ? 'said test payments are on purpose' : 'withdrew that test payments are on purpose',
    said: ['confirmed'],
  },
  'setup.test-email': {
    kind: 'Test e-mail',
    say: (c) => `sent a test e-mail to ${str(c.after.to) || 'themselves'}`,
    said: ['to'],
  },
  'shop.open': { kind: 'Shop opened', say: () => 'opened the shop', said: ['opened_at'] },
  'shop.close': { kind: 'Shop closed', say: () => 'closed the shop for now', said: ['opened_at'] },
  // The shop's data as a whole (issue 36).
  'backup.take': {
    kind: 'Backup taken',
    say: (c) => `took the backup ${str(c.after.file_name) || c.thing}`,
    said: ['file_name'],
  },
  'backup.download': {
    kind: 'Backup downloaded',
    say: (c) => `downloaded the backup ${str(c.after.file_name) || c.thing}`,
    said: ['file_name'],
  },
  'demo.clear': {
    kind: 'Demo cleared',
    say: (c) =>
      `cleared the demo: ${num(c.after.products) ?? 0} products and ${num(c.after.categories) ?? 0} categories ` +
      'removed, the demo’s page texts and shop details replaced (orders and customers kept)',
    said: ['products', 'categories', 'confirmed_with'],
  },
};

/** The kinds of change for the filter: every action the table knows, and any other the trail holds. */
export function actionKinds(present: readonly string[]): { action: string; label: string }[] {
  const known = Object.entries(ACTIONS).map(([action, words]) => ({ action, label: words.kind }));
  const unknown = present
    .filter((action) => !(action in ACTIONS))
    .map((action) => ({ action, label: plainAction(action) }));
  return [...known, ...unknown].sort((a, b) => a.label.localeCompare(b.label));
}

/** An action the table does not know, as plainly as it can be said: "product.publish" → "Product publish". */
function plainAction(action: string): string {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a row's entity is called when its name cannot be found. */
const ENTITY_WORDS: Record<string, string> = {
  staff: 'staff member',
  staff_session: 'session',
  staff_invitation: 'invitation',
  order: 'order',
  product: 'product',
  product_size: 'size',
  category: 'category',
  catalogue: 'catalogue',
  crop: 'crop',
  certificate: 'certificate',
  video: 'video',
  banner: 'banner picture',
  page: 'page',
  media: 'picture',
  review: 'review',
  recall: 'recall',
  complaint: 'complaint',
  settings: 'settings',
  shipping_slabs: 'shipping rates',
  backup: 'backup',
  shop: 'shop',
};

/** The thing's name: resolved on the server when it still exists, else what the row itself says, else its id. */
export function thingName(facts: AuditFacts, resolved: string | undefined): string {
  if (resolved) return resolved;
  if (facts.entity === 'shipping_slabs') return ZONE_WORDS[facts.entityId ?? ''] ?? 'a zone';
  for (const side of [facts.before, facts.after]) {
    const record = asRecord(side);
    const name = str(record.name) || str(record.title) || str(record.original_name);
    if (name) return name;
  }
  const noun = ENTITY_WORDS[facts.entity] ?? facts.entity.replace(/_/g, ' ');
  return facts.entityId ? `${noun} #${facts.entityId}` : `the ${noun}`;
}

/** The sentence (after the person's name) and the short diff of a row. */
export function describe(
  facts: AuditFacts,
  thing: string,
  known: boolean,
): { what: string; changes: string[] } {
  const context: Context = {
    thing,
    known,
    before: asRecord(facts.before),
    after: asRecord(facts.after),
    actor: facts.actor,
  };
  const words = ACTIONS[facts.action];
  const what = words ? words.say(context) : `did “${plainAction(facts.action).toLowerCase()}” to ${thing}`;
  // A row that only adds or only removes a thing says so in its sentence: its whole contents are no diff.
  const creates = facts.before == null && /\.(create|upload|invite)$/.test(facts.action);
  const removes = facts.after == null && /\.(remove)$/.test(facts.action);
  const changes = creates || removes ? [] : shortDiff(facts.before, facts.after, new Set(words?.said ?? []));
  return { what, changes };
}

// --- The short diff -------------------------------------------------------------------------------------------------

/** Bookkeeping a person never edits: never shown as a change. */
const SKIPPED = new Set([
  'id',
  'price_id',
  'sort_order',
  'updated_at',
  'created_at',
  'category_id',
  'available',
  'held',
  'widths',
  'key',
  'refund',
  'invitation',
  'products',
]);

const FIELD_WORDS: Record<string, string> = {
  name: 'name',
  name_mal: 'Malayalam name',
  name_mala: 'Malayalam name',
  description: 'description',
  description_mal: 'Malayalam description',
  category_name: 'category',
  hsn_code: 'HSN code',
  gst_rate: 'GST rate',
  sku: 'SKU',
  slug: 'web address',
  featured: 'featured',
  hidden: 'visibility',
  pictures: 'pictures',
  picture: 'picture',
  image: 'picture',
  gallery: 'gallery',
  sizes: 'sizes',
  label: 'size',
  weight_grams: 'weight',
  // What each product declares (issue 35).
  net_quantity: 'net quantity',
  net_unit: 'net quantity’s unit',
  label_image: 'label photo',
  shelf_life_months: 'best before (months)',
  ingredients: 'ingredients',
  ingredients_mal: 'Malayalam ingredients',
  manufacturer: 'manufacturer or packer',
  country_of_origin: 'country of origin',
  organic: 'organic certification',
  // When a product or crop is in season, and what a product is made from (issue 37).
  season: 'season',
  crop_ids: 'made from',
  price: 'price',
  offer_price: 'offer price',
  in_stock: 'in stock',
  stock_count: 'count',
  title: 'title',
  title_mal: 'Malayalam title',
  body: 'text',
  body_mal: 'Malayalam text',
  reply: 'reply',
  reason: 'reason',
  note: 'note',
  courier: 'courier',
  tracking_number: 'tracking number',
  hold_minutes: 'hold time (minutes)',
  low_stock_threshold: '“Only N left” from',
  cod_enabled: 'cash on delivery',
  staff_two_factor_required: 'two-factor for all staff',
  max_weight_grams: 'up to',
  charge: 'charge',
  legal_name: 'legal name',
  gstin: 'GSTIN',
  contact_email: 'contact e-mail',
  orders_email: 'orders e-mail',
  phone_primary: 'phone',
  phone_secondary: 'second phone',
  whatsapp_number: 'WhatsApp number',
  invoice_address: 'invoice address',
  farm_address: 'farm address',
  outlet_address: 'outlet address',
  farm_address_mal: 'Malayalam farm address',
  outlet_address_mal: 'Malayalam outlet address',
  tagline: 'tagline',
  tagline_mal: 'Malayalam tagline',
  original_name: 'file name',
};

const MONEY = new Set(['price', 'offer_price', 'charge', 'amount', 'refund_rupees', 'refunded_rupees']);
const GRAMS = new Set(['weight_grams', 'max_weight_grams']);
const YES_NO: Record<string, [string, string]> = {
  hidden: ['shown', 'hidden'],
  cod_enabled: ['off', 'on'],
  staff_two_factor_required: ['not required', 'required'],
};

/** Texts longer than this (or with a line break) are counted, not quoted. */
const QUOTE_UP_TO = 60;
/** At most this many lines of diff per row; the rest are counted. */
const MOST_LINES = 8;

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const label = (key: string) => FIELD_WORDS[key] ?? key.replace(/_/g, ' ');

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** One value as the diff says it. */
function valueWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return (YES_NO[key] ?? ['no', 'yes'])[value ? 1 : 0]!;
  if (typeof value === 'number') {
    if (MONEY.has(key)) return rupeeWords(value);
    if (GRAMS.has(key)) return `${value} g`;
    if (key === 'gst_rate') return `${value}%`;
    return String(value);
  }
  if (typeof value === 'string') return `“${value}”`;
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  return Object.entries(asRecord(value))
    .filter(([k]) => !SKIPPED.has(k))
    .map(([k, v]) => `${label(k)} ${valueWords(k, v)}`)
    .join(', ');
}

const isLong = (text: unknown) => typeof text === 'string' && (text.length > QUOTE_UP_TO || /\n/.test(text));

/** The dotted paths of the fields that differ (for the sentence: "changed the price of …"). */
function changedFields(before: unknown, after: unknown, prefix = ''): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const out: string[] = [];
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (SKIPPED.has(key) || same(b[key], a[key])) continue;
    const bv = b[key];
    const av = a[key];
    if (Array.isArray(bv) && Array.isArray(av) && bv.every(hasId) && av.every(hasId)) {
      const byId = new Map(bv.map((item) => [asRecord(item).id, item]));
      for (const [i, item] of av.entries()) {
        const old = byId.get(asRecord(item).id);
        if (old === undefined) out.push(`${prefix}${key}.${i}`);
        else out.push(...changedFields(old, item, `${prefix}${key}.${i}.`));
      }
      if (bv.length > av.length) out.push(`${prefix}${key}`);
    } else out.push(`${prefix}${key}`);
  }
  return out;
}

const hasId = (item: unknown) => typeof asRecord(item).id === 'number';

/**
 * Only what changed, one short line each: "price ₹250 → ₹240", "description changed (412 → 398 characters)",
 * "250 g: offer price (empty) → ₹220", "size 1 kg added". Fields the sentence already says are left out.
 */
export function shortDiff(before: unknown, after: unknown, said: ReadonlySet<string> = new Set()): string[] {
  const lines = diffLines(before, after, '', said);
  return lines.length > MOST_LINES
    ? [...lines.slice(0, MOST_LINES - 1), `and ${lines.length - MOST_LINES + 1} more changes`]
    : lines;
}

function diffLines(before: unknown, after: unknown, prefix: string, said: ReadonlySet<string>): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const out: string[] = [];
  // Lists (an order of ids, a reorder): the whole value is the change.
  if (Array.isArray(before) || Array.isArray(after)) {
    return same(before, after) ? [] : [listChange('order', before, after, prefix)];
  }
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (SKIPPED.has(key) || said.has(key) || same(b[key], a[key])) continue;
    const name = `${prefix}${label(key)}`;
    const bv = b[key];
    const av = a[key];
    if (!(key in b) && !isLong(av) && (av === null || typeof av !== 'object')) {
      // A fact the change adds (a courier, a reason): said as it is.
      out.push(`${name}: ${valueWords(key, av)}`);
    } else if (typeof bv === 'string' || typeof av === 'string') {
      out.push(
        isLong(bv) || isLong(av)
          ? `${name} changed (${str(bv).length} → ${str(av).length} characters)`
          : `${name} ${valueWords(key, bv)} → ${valueWords(key, av)}`,
      );
    } else if (Array.isArray(bv) || Array.isArray(av)) {
      out.push(...arrayChange(key, bv, av, prefix));
    } else if (bv && typeof bv === 'object' && av && typeof av === 'object') {
      out.push(...diffLines(bv, av, `${name}: `, new Set()));
    } else {
      out.push(`${name} ${valueWords(key, bv)} → ${valueWords(key, av)}`);
    }
  }
  return out;
}

/** Sizes (items with ids) by id: each changed field, each added or removed item; other lists as a whole. */
function arrayChange(key: string, before: unknown, after: unknown, prefix: string): string[] {
  const b = Array.isArray(before) ? before : [];
  const a = Array.isArray(after) ? after : [];
  if (b.length + a.length > 0 && [...b, ...a].every(hasId)) {
    const itemName = (item: unknown) => {
      const record = asRecord(item);
      return str(record.label) || str(record.name) || str(record.title) || `#${String(record.id)}`;
    };
    const old = new Map(b.map((item) => [asRecord(item).id, item]));
    const now = new Set(a.map((item) => asRecord(item).id));
    const out: string[] = [];
    for (const item of a) {
      const was = old.get(asRecord(item).id);
      if (was === undefined) {
        const price = num(asRecord(item).price);
        out.push(`${prefix}${itemName(item)} added${price !== undefined ? ` (${rupeeWords(price)})` : ''}`);
      } else out.push(...diffLines(was, item, `${prefix}${itemName(was)}: `, new Set()));
    }
    for (const item of b) if (!now.has(asRecord(item).id)) out.push(`${prefix}${itemName(item)} removed`);
    if (out.length === 0 && !same(b.map(itemName), a.map(itemName)))
      out.push(`${prefix}${label(key)}: new order`);
    return out;
  }
  return [listChange(label(key), b, a, prefix)];
}

/** A list as a whole: its items when short ("up to 500 g ₹50 · up to 1000 g ₹80 → …"), else counted. */
function listChange(name: string, before: unknown, after: unknown, prefix: string): string {
  const b = Array.isArray(before) ? before : [];
  const a = Array.isArray(after) ? after : [];
  const sameItems = b.length === a.length && same([...b].map(String).sort(), [...a].map(String).sort());
  if (sameItems && b.every((item) => typeof item !== 'object')) return `${prefix}${name}: new order`;
  const words = (list: unknown[]) =>
    list.map((item) => (typeof item === 'number' ? `#${item}` : valueWords('', item))).join(' · ') ||
    '(none)';
  const text = `${prefix}${name} ${words(b)} → ${words(a)}`;
  return text.length <= 160 ? text : `${prefix}${name} changed (${b.length} → ${a.length})`;
}
