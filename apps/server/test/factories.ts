// The test data every server test builds from, in one place: a Kerala delivery address, a customer's registration,
// a staff member. Each takes overrides for the one field a test is about.
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@farm/contract';

/** A delivery address in Kerala (state 1, the lowest shipping zone), as the address form sends it. */
export function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Nandini',
    last_name: 'Varma',
    address: 'Kizhakkethil House, Market Road',
    city: 'Wandoor',
    state_id: 1,
    pincode: '679328',
    phone_number: '9847055555',
    ...overrides,
  };
}

/** The password every test customer registers with. */
export const CUSTOMER_PASSWORD = 'coconut123';

/** A customer's registration, with an e-mail of its own unless one is given. */
export function customerBody(
  overrides: Partial<{ name: string; email: string; mobile: string; password: string; gender: string }> = {},
) {
  return {
    name: 'Lakshmi Nair',
    email: `customer.${randomBytes(5).toString('hex')}@example.com`,
    mobile: '9847012345',
    password: CUSTOMER_PASSWORD,
    gender: 'Female',
    ...overrides,
  };
}

/** A staff member's details for StaffService.create (the password passes the staff rules). */
export function staffBody(
  role: StaffRole,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  return {
    name: `The ${role}`,
    email: `${role}@farm.example`,
    role,
    password: 'monsoon-harvest-42',
    ...overrides,
  };
}
