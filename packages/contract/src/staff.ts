import { z } from 'zod';
import { text } from './common.js';
import { REFUND_DAYS } from './constants.js';
import { email, password } from './customers.js';

/**
 * What the farm's staff may do, written once: the server checks each staff route against it, and the console shows
 * only what a role can reach. Each permission is one kind of change (or reading what only staff see).
 */
export const PERMISSIONS = [
  'orders.read',
  'orders.advance',
  'orders.cancel',
  'orders.refund',
  /** Money figures: revenue, what the best sellers took, the accountant's exports (issue 32: not a packer's). */
  'sales.read',
  'catalogue.write',
  'stock.write',
  /**
   * Find who got a lot and recall lots (issue 38): it reads every affected customer's contacts, blocks the lots and
   * writes to the customers, so it is a manager's decision, not a packer's.
   */
  'recalls.run',
  'content.write',
  'reviews.moderate',
  /** Read and answer complaints to the grievance officer (issue 35): a customer's words and contacts. */
  'complaints.answer',
  'settings.write',
  'staff.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'manager', 'packer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The owner does everything; a manager runs the shop but not its staff or settings; a packer moves orders along and
 * keeps the shelf's counts (a batch in, a broken jar out).
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter(
    (permission) => !['staff.manage', 'settings.write', 'audit.read'].includes(permission),
  ),
  packer: ['orders.read', 'orders.advance', 'stock.write'],
};

export function roleCan(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Each role's name as the console writes it. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  packer: 'Packer',
};

/**
 * What each permission lets a person do, in the farm's words (the console's staff page and its role dialog say what
 * a role may and may not do from these and ROLE_PERMISSIONS, so the words cannot drift from the rule).
 */
export const PERMISSION_WORDS: Record<Permission, string> = {
  'orders.read': 'see orders, invoices, packing slips and sent e-mails',
  'orders.advance': 'accept, pack, ship and deliver orders',
  'orders.cancel': 'cancel orders',
  'orders.refund': 'refund money',
  'sales.read': 'see revenue, what the best sellers took and the accountant’s exports',
  'catalogue.write': 'change products, prices and categories',
  'stock.write': 'receive stock and count the shelves',
  'recalls.run': 'find who got a lot and recall lots, writing to those customers',
  'content.write': 'edit the farm’s pages, crops, pictures and videos',
  'reviews.moderate': 'hide reviews and reply to them',
  'complaints.answer': 'read and answer customers’ complaints',
  'settings.write': 'change the shop’s settings, shipping and the two-factor rule',
  'staff.manage': 'invite and remove staff and change their roles',
  'audit.read': 'read the audit trail',
};

/** What a role may do and may not do, in words, in the order of PERMISSIONS. */
export function roleReach(role: StaffRole): { may: string[]; mayNot: string[] } {
  return {
    may: PERMISSIONS.filter((permission) => roleCan(role, permission)).map((p) => PERMISSION_WORDS[p]),
    mayNot: PERMISSIONS.filter((permission) => !roleCan(role, permission)).map((p) => PERMISSION_WORDS[p]),
  };
}

/** A staff session ends after this long unused, and in any case this long after sign-in. */
export const STAFF_SESSION = { idleMinutes: 12 * 60, absoluteHours: 7 * 24 } as const;
/** The cookie that carries a staff session; it is sent to the staff API only. */
export const STAFF_COOKIE = { name: 'shop_staff', path: '/api/admin' } as const;
/**
 * Two-factor sign-in (TOTP, RFC 6238, as authenticator apps use it): six digits every 30 seconds, one step of clock
 * drift allowed either side, a code used once; ten single-use recovery codes; the code is asked within 5 minutes of
 * the password.
 */
export const TWO_FACTOR = {
  issuer: 'Farm shop console',
  digits: 6,
  periodSeconds: 30,
  toleranceSeconds: 30,
  recoveryCodes: 10,
  codeWithinMinutes: 5,
} as const;

/**
 * Where a staff session stands: `full` may use what the role allows; `code` has the password right and waits for the
 * two-factor code; `setup` must first set up two-factor sign-in (the owner requires it).
 */
export const STAFF_SESSION_STAGES = ['full', 'code', 'setup'] as const;
export type StaffSessionStage = (typeof STAFF_SESSION_STAGES)[number];

/** A staff password is at least this long (staff can refund money and change prices). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** …and has at least this many different characters (not `aaaaaaaaaaaa`). */
export const STAFF_PASSWORD_MIN_DISTINCT = 5;
/** The part of the e-mail before the @ counts only from this long (a two-letter name is in many words). */
const EMAIL_LOCAL_MIN_LENGTH = 3;

export const STAFF_MESSAGES = {
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordRequired: 'Enter your password.',
  wrongCredentials: 'The e-mail or password is not right.',
  signedOut: 'You have been signed out.',
  notSignedIn: 'Please sign in to the console.',
  forbidden: 'Your role does not allow this. Ask the shop’s owner.',
  foreignOrigin: 'Staff changes must come from the console’s own pages.',
  courierRequired: 'Say which courier carries the parcel.',
  trackingRequired: 'Enter the tracking number.',
  reasonRequired: 'Say why the order is cancelled (the customer is told).',
  orderMoved: 'The order has been updated.',
  notPaidOnline: 'Only an order paid online can be refunded here.',
  refundSent: `The refund has been sent; the customer’s bank shows it in ${REFUND_DAYS.from}–${REFUND_DAYS.to} working days.`,
  refundPending: 'The refund is recorded and will be sent again until the payment provider confirms it.',
  refundFailed: 'The payment provider refused the refund; nothing was refunded.',
  lastOwner: 'The shop needs at least one owner: make someone else owner first.',
  staffExists: 'A staff member with this e-mail already exists.',
  noSuchStaff: 'There is no such staff member.',
  currentPasswordWrong: 'Your current password is not right.',
  passwordChanged: 'Your password has been changed; your other sessions have ended.',
  nameRequired: 'Enter the name.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'That code is not right. Use the newest code from your authenticator app, or a recovery code.',
  codeNeeded: 'Enter the code from your authenticator app to finish signing in.',
  setupNeeded: 'The shop asks every staff member to set up two-factor sign-in first.',
  twoFactorStarted:
    'Scan the QR code with your authenticator app (or type the key into it), then enter the code it shows to turn two-factor on.',
  twoFactorNotStarted: 'Start setting up two-factor sign-in first.',
  twoFactorOn: 'Two-factor sign-in is on. Keep the recovery codes somewhere safe: each works once.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorOff: 'Two-factor sign-in is off.',
  twoFactorRequired: 'The shop requires two-factor sign-in, so it cannot be turned off.',
  twoFactorReset: 'Their two-factor sign-in is reset; they set it up again at their next sign-in.',
  twoFactorPolicySaved: 'Saved.',
  twoFactorYourselfFirst: 'Turn on two-factor sign-in for yourself first, so the rule cannot lock you out.',
  recoveryCodeUsed: 'You signed in with a recovery code; it cannot be used again.',
  /* The staff password rule: each reason its own words (staffPasswordProblem), the whole rule in staffPasswordRule. */
  passwordTooShort: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  passwordCommon: 'This password is too common: choose another.',
  passwordFewCharacters: `Use at least ${STAFF_PASSWORD_MIN_DISTINCT} different characters.`,
  passwordHasEmail: (local: string) =>
    `The password must not contain the part of your e-mail before the @ ("${local}").`,
  passwordsDiffer: 'The two new passwords differ: type the same one twice.',
  newPasswordRequired: 'Enter the new password.',
  currentPasswordRequired: 'Enter your current password.',
} as const;

export const staffSignInBody = z.object({
  email: email(STAFF_MESSAGES.emailRequired, STAFF_MESSAGES.emailInvalid),
  password: password(STAFF_MESSAGES.passwordRequired, STAFF_MESSAGES.wrongCredentials),
});
export type StaffSignIn = z.output<typeof staffSignInBody>;

export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type StaffMember = z.output<typeof staffMember>;

export const staffSessionResponse = z.object({
  staff: staffMember,
  /** What the session may do now: `full`, or waiting for the two-factor code (`code`) or its setup (`setup`). */
  stage: z.enum(STAFF_SESSION_STAGES),
  two_factor: z.boolean(),
  message: z.string().optional(),
});

/** The second step of a sign-in: a 6-digit code from the app, or one of the recovery codes. */
export const staffCodeBody = z.object({
  code: text({ error: STAFF_MESSAGES.codeRequired })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, STAFF_MESSAGES.codeRequired).max(20, STAFF_MESSAGES.codeWrong)),
});

/**
 * A started setup: the key to type into the app, the same as an otpauth:// address, and that address drawn as a QR
 * code (an SVG document) for the phone's camera; `issuer` is the name the app lists it under (the shop's).
 */
export const twoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
  issuer: z.string(),
  message: z.string(),
});
/** A finished setup: the recovery codes, shown this once. */
export const twoFactorOnResponse = z.object({ recovery_codes: z.array(z.string()), message: z.string() });
/**
 * Turning two-factor sign-in on: the first code from the app and the current password (a session alone, perhaps a
 * stolen cookie, must not tie the account to someone else's phone).
 */
export const twoFactorOnBody = staffCodeBody.extend({
  password: z
    .string({ error: STAFF_MESSAGES.currentPasswordRequired })
    .min(1, STAFF_MESSAGES.currentPasswordRequired)
    .max(200),
});
export const twoFactorOffBody = z.object({
  password: z.string().min(1, STAFF_MESSAGES.passwordRequired).max(200),
});
/** The owner's switch: every staff member must use two-factor sign-in. */
export const twoFactorPolicyBody = z.object({ required: z.boolean() });
export const twoFactorPolicyResponse = z.object({ required: z.boolean(), message: z.string().optional() });

const COMMON_PASSWORDS = new Set([
  'password1234',
  '123456789012',
  'qwertyuiop12',
  'coconut12345',
  'pachakkuda12',
  'letmein12345',
  'administrator',
]);

/** The part of a staff e-mail a password must not contain, when it is long enough to count. */
function emailLocalPart(staffEmail: string): string | undefined {
  const local = staffEmail.split('@')[0]?.toLowerCase() ?? '';
  return local.length >= EMAIL_LOCAL_MIN_LENGTH ? local : undefined;
}

/**
 * Why a new staff password will not do, in words naming the one reason (the first that applies), or undefined when
 * it will do. Used by every way a staff password is set: invitation, reset link, change, `staff:create`, the demo.
 */
export function staffPasswordProblem(candidate: string, staffEmail: string): string | undefined {
  const local = emailLocalPart(staffEmail);
  const lower = candidate.toLowerCase();
  if (candidate.length < STAFF_PASSWORD_MIN_LENGTH) return STAFF_MESSAGES.passwordTooShort;
  if (COMMON_PASSWORDS.has(lower)) return STAFF_MESSAGES.passwordCommon;
  if (new Set(lower).size < STAFF_PASSWORD_MIN_DISTINCT) return STAFF_MESSAGES.passwordFewCharacters;
  if (local && lower.includes(local)) return STAFF_MESSAGES.passwordHasEmail(local);
  return undefined;
}

/**
 * The staff password rule in one sentence, said next to every field that sets one; with the e-mail known, it names
 * the part that must not be in the password.
 */
export function staffPasswordRule(staffEmail?: string): string {
  const local = staffEmail ? emailLocalPart(staffEmail) : undefined;
  const email = local ? `“${local}” (your e-mail before the @)` : 'the part of your e-mail before the @';
  return (
    `At least ${STAFF_PASSWORD_MIN_LENGTH} characters with at least ${STAFF_PASSWORD_MIN_DISTINCT} different ones, ` +
    `not a common password, and not containing ${email}.`
  );
}

export const staffCreateBody = z.object({
  name: text({ error: STAFF_MESSAGES.nameRequired })
    .trim()
    .min(1, STAFF_MESSAGES.nameRequired)
    .max(120, 'Use at most 120 characters.'),
  email: email(STAFF_MESSAGES.emailRequired, STAFF_MESSAGES.emailInvalid),
  role: z.enum(STAFF_ROLES),
  password: z.string().max(200, 'Use at most 200 characters.'),
});

export const staffRoleBody = z.object({ role: z.enum(STAFF_ROLES) });

export const staffPasswordBody = z.object({
  current_password: z
    .string({ error: STAFF_MESSAGES.currentPasswordRequired })
    .min(1, STAFF_MESSAGES.currentPasswordRequired)
    .max(200),
  password: z
    .string({ error: STAFF_MESSAGES.newPasswordRequired })
    .min(1, STAFF_MESSAGES.newPasswordRequired)
    .max(200, 'Use at most 200 characters.'),
});

/**
 * The console's "Change password" form: the body above and the new password typed twice (only the body is sent;
 * the server holds the new one to the staff rule again).
 */
export const staffPasswordForm = staffPasswordBody
  .extend({ confirm: z.string({ error: STAFF_MESSAGES.passwordsDiffer }) })
  .refine((form) => form.confirm === form.password, {
    message: STAFF_MESSAGES.passwordsDiffer,
    path: ['confirm'],
  });

export const staffListResponse = z.object({ data: z.array(staffMember) });

/** An invitation link works this long after it is made. */
export const STAFF_INVITATION_HOURS = 48;

export const STAFF_ADMIN_MESSAGES = {
  /** The invitation is e-mailed (through the outbox) and its link shown once to the owner, who may pass it on too. */
  invitationMade: (email: string) =>
    `We have e-mailed the invitation to ${email}; you can also copy the link and send it yourself. It works once, within ${STAFF_INVITATION_HOURS} hours.`,
  invitationRevoked: 'The invitation is revoked; its link no longer works.',
  noSuchInvitation: 'There is no such pending invitation.',
  invitationExpired: 'This invitation has expired. Ask the shop’s owner for a new one.',
  invitationUsed: 'This invitation has already been used. Sign in instead.',
  invitationUnknown: 'This invitation link is not valid. Ask the shop’s owner for a new one.',
  invitationAccepted: 'Welcome: your account is ready and you are signed in.',
  removed: 'The staff member is removed; their sessions have ended.',
  alreadyRemoved: 'This staff member has already been removed.',
  removeYourself: 'You cannot remove yourself. Ask another owner.',
  sessionEnded: 'The session has ended.',
  othersEnded: 'Your other sessions have ended.',
  noSuchSession: 'There is no such session of yours.',
  passwordTooShort: STAFF_MESSAGES.passwordTooShort,
} as const;

/* Staff: invitations, removal, sessions. */

export const invitationBody = z.object({
  name: text({ error: 'Enter the name.' })
    .trim()
    .min(1, 'Enter the name.')
    .max(120, 'Use at most 120 characters.'),
  email: text({ error: 'Enter the e-mail address.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address.').max(254, 'Enter a valid e-mail address.')),
  role: z.enum(STAFF_ROLES, { error: 'Choose a role.' }),
});

export const staffInvitation = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  expires_at: z.string(),
  created_at: z.string(),
});
export const invitationMadeResponse = z.object({
  message: z.string(),
  invitation: staffInvitation,
  /** Shown once: the server keeps only a hash of the token. */
  link: z.string(),
});
export const invitationsResponse = z.object({ data: z.array(staffInvitation) });

export const invitationTokenParams = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{20,100}$/, STAFF_ADMIN_MESSAGES.invitationUnknown),
});
export const invitationLookupResponse = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  expires_at: z.string(),
});
export const invitationAcceptBody = z.object({
  password: text({ error: STAFF_ADMIN_MESSAGES.passwordTooShort }).min(
    STAFF_PASSWORD_MIN_LENGTH,
    STAFF_ADMIN_MESSAGES.passwordTooShort,
  ),
});

export const mySession = z.object({
  id: z.number().int(),
  started_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export const mySessionsResponse = z.object({ data: z.array(mySession) });
