import { z } from 'zod';
import { MAX_ID, text } from './common.js';
import { PINCODE_PATTERN, pincodeStateMessage } from './pincodes.js';
import { ACCOUNT_MESSAGES, ADDRESS_MESSAGES, LOGIN_MESSAGES, REGISTER_MESSAGES } from './messages.js';
import { COUNTRY_INDIA_ID, PASSWORD_MIN_LENGTH, STATES } from './constants.js';

export const GENDERS = ['Female', 'Male', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * A text field with one message when it is missing or blank and another when it is too long. Values are trimmed,
 * as section 5 says the forms do.
 */
export function requiredText(required: string, max: number, tooLong = `Use at most ${max} characters.`) {
  return text({
    error: (issue) => (issue.input === undefined || issue.input === null ? required : 'This must be text.'),
  })
    .trim()
    .min(1, required)
    .max(max, tooLong);
}

/**
 * An Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (the numbering plan's mobile series; 1234567890 is
 * no one's), with an optional +91 in front; spaces and dashes are ignored and +91 is stripped.
 */
export function indianPhone(required: string, invalid: string) {
  return requiredText(required, 20, invalid)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\+91)?[6-9]\d{9}$/, invalid))
    .transform((value) => value.slice(-10));
}

export const email = (required: string, invalid: string) =>
  requiredText(required, 254, invalid)
    .pipe(z.email(invalid))
    .transform((value) => value.toLowerCase());

/**
 * A password as typed: not trimmed (spaces are the customer's choice), but one of only spaces counts as empty, as
 * section 5's "values are trimmed" means. The upper bound only keeps hashing cheap.
 */
export function password(required: string, short: string) {
  return z
    .string({ error: required })
    .refine((value) => value.trim() !== '', required)
    .pipe(z.string().min(PASSWORD_MIN_LENGTH, short).max(200, 'Use at most 200 characters.'));
}

export const registerBody = z.object({
  name: requiredText(REGISTER_MESSAGES.nameRequired, 120),
  email: email(REGISTER_MESSAGES.emailRequired, REGISTER_MESSAGES.emailInvalid),
  mobile: indianPhone(REGISTER_MESSAGES.mobileRequired, REGISTER_MESSAGES.mobileInvalid),
  // Passwords are not trimmed: spaces are the customer's choice. The upper bound only keeps hashing cheap.
  password: password(REGISTER_MESSAGES.passwordRequired, REGISTER_MESSAGES.passwordShort),
  gender: z.enum(GENDERS, { error: REGISTER_MESSAGES.genderRequired }),
  /**
   * News from the farm by e-mail: only ever yes by the customer's own act (an unticked box on the form). Sent, true
   * or false, it is the customer's answer and its time is kept; left out, they were never asked, and it is no.
   */
  email_news: z.boolean().optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email: email(LOGIN_MESSAGES.emailRequired, LOGIN_MESSAGES.emailInvalid),
  password: password(LOGIN_MESSAGES.passwordRequired, LOGIN_MESSAGES.passwordShort),
});
export type LoginBody = z.input<typeof loginBody>;

export const user = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    gender: z.enum(GENDERS),
    store_id: z.number().int(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const authResponse = z.object({ token: z.string(), user });
export const registerResponse = z.object({ status: z.literal('success'), token: z.string(), user });
export const userResponse = z.object({ user });
export const messageResponse = z.object({ message: z.string() });

/** An id in a JSON body: a number, or digits in a string as HTML forms send them. */
export const bodyId = (message: string) =>
  z.union(
    [
      z.number().int().min(1).max(MAX_ID),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number)
        .pipe(z.number().int().min(1).max(MAX_ID)),
    ],
    { error: message },
  );

export const customerDetailsBody = z.object({
  user_id: bodyId('The user_id must be a positive whole number.').optional(),
});

export const changePasswordBody = z.object({
  current_password: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
    .max(200, 'Use at most 200 characters.'),
  password: password(REGISTER_MESSAGES.passwordRequired, REGISTER_MESSAGES.passwordShort),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const customerUpdateBody = z.object({
  name: registerBody.shape.name.optional(),
  mobile: registerBody.shape.mobile.optional(),
  gender: registerBody.shape.gender.optional(),
});

const stateIds = STATES.map((state) => state.id) as number[];

/** 0/1, true/false or "0"/"1": the default flag as different storefronts send it. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => value === true || value === 1 || value === '1');

export const addressBody = z
  .object({
    first_name: requiredText(ADDRESS_MESSAGES.firstNameRequired, 80),
    last_name: requiredText(ADDRESS_MESSAGES.lastNameRequired, 80),
    address: requiredText(ADDRESS_MESSAGES.addressRequired, 255),
    landmark: text({ error: 'This must be text.' })
      .trim()
      .max(120, 'Use at most 120 characters.')
      .nullish()
      .transform((value) => value || null),
    city: requiredText(ADDRESS_MESSAGES.cityRequired, 80),
    state_id: z
      .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? ADDRESS_MESSAGES.stateRequired
            : ADDRESS_MESSAGES.stateInvalid,
      })
      .refine((id) => stateIds.includes(id), ADDRESS_MESSAGES.stateInvalid),
    country_id: z
      .union([z.number(), z.string()])
      .optional()
      .refine((id) => id === undefined || Number(id) === COUNTRY_INDIA_ID, ADDRESS_MESSAGES.countryInvalid)
      .transform(() => COUNTRY_INDIA_ID),
    pincode: requiredText(ADDRESS_MESSAGES.pincodeRequired, 10, ADDRESS_MESSAGES.pincodeInvalid).pipe(
      z.string().regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid),
    ),
    phone_number: indianPhone(ADDRESS_MESSAGES.phoneRequired, ADDRESS_MESSAGES.phoneInvalid),
    /** Make this the default address; both spellings are accepted. */
    is_default: flag.optional(),
    deafult: flag.optional(),
  })
  .superRefine(
    (body, context) => {
      // A PIN code must be able to belong to the chosen state (pincodes.ts): a Karnataka address with a Kerala PIN
      // would go to the wrong post office, or be charged the wrong shipping zone.
      const message = pincodeStateMessage(body.pincode, body.state_id);
      if (message) context.addIssue({ code: 'custom', path: ['pincode'], message });
    },
    {
      // Checked as soon as both fields are valid on their own, whatever else of the form is still missing.
      // A body that is not an object at all (a bare string, null) has its one issue at the root: not checked then.
      when: (payload) =>
        !payload.issues.some(
          (issue) => !issue.path?.length || issue.path[0] === 'pincode' || issue.path[0] === 'state_id',
        ),
    },
  );
export type AddressBody = z.input<typeof addressBody>;

export const address = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    name: z.string(),
    address: z.string(),
    line1: z.string(),
    landmark: z.string().nullable(),
    city: z.string(),
    state_id: z.number().int(),
    state: z.string(),
    country_id: z.number().int(),
    country: z.string(),
    pincode: z.string(),
    zip: z.string(),
    phone_number: z.string(),
    /** The server's spelling of the default flag, as the spec says: 0 or 1. */
    deafult: z.union([z.literal(0), z.literal(1)]),
    is_default: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof address>;

export const addressList = z.object({ data: z.array(address) });
export const addressOne = z.object({ data: address });
