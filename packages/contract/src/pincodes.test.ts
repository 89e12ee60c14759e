import { describe, expect, it } from 'vitest';
import { STATES, stateById } from './constants.js';
import { addressBody } from './customers.js';
import { PINCODE_PREFIXES, pincodeFitsState, pincodeStateMessage, pincodeStates } from './pincodes.js';

/** A real PIN code of each state and union territory (a main post office's), by the state's name. */
const KNOWN: Record<string, string[]> = {
  Kerala: ['682001', '695001', '679328', '673001', '670001'],
  Karnataka: ['560001', '570001', '575001'],
  'Andhra Pradesh': ['520001', '530001', '517501'],
  'Arunachal Pradesh': ['791111', '790001'],
  Assam: ['781001', '786001'],
  Bihar: ['800001', '842001', '812001'],
  Chhattisgarh: ['492001', '495001'],
  Goa: ['403001', '403601'],
  Gujarat: ['380001', '396001', '362001'],
  Haryana: ['122001', '134109'],
  'Himachal Pradesh': ['171001', '176215'],
  Jharkhand: ['834001', '826001', '831001'],
  'Madhya Pradesh': ['462001', '452001'],
  Maharashtra: ['400001', '411001', '440001'],
  Manipur: ['795001'],
  Meghalaya: ['793001', '794001'],
  Mizoram: ['796001'],
  Nagaland: ['797001', '797112'],
  Odisha: ['751001', '768001'],
  Punjab: ['141001', '143001', '160055'],
  Rajasthan: ['302001', '342001'],
  Sikkim: ['737101'],
  'Tamil Nadu': ['600001', '641001', '605602'],
  Telangana: ['500001', '506001'],
  Tripura: ['799001'],
  'Uttar Pradesh': ['226001', '201301', '247001'],
  Uttarakhand: ['248001', '263001', '249201', '247667'],
  'West Bengal': ['700001', '734101'],
  'Andaman and Nicobar Islands': ['744101'],
  Chandigarh: ['160017', '160001'],
  'Dadra and Nagar Haveli and Daman and Diu': ['396230', '396210', '362520'],
  Delhi: ['110001', '110092'],
  'Jammu and Kashmir': ['190001', '180001'],
  Ladakh: ['194101', '194103'],
  Lakshadweep: ['682555', '682559'],
  Puducherry: ['605001', '609602', '673310', '533464'],
};

const id = (name: string) => STATES.find((state) => state.name === name)!.id;

describe('the PIN code table', () => {
  it('has a known PIN code for each of the 36 states and union territories, and each passes', () => {
    expect(Object.keys(KNOWN).sort()).toEqual(STATES.map((state) => state.name).sort());
    for (const [name, pins] of Object.entries(KNOWN)) {
      for (const pin of pins) expect(pincodeFitsState(pin, id(name)), `${pin} in ${name}`).toBe(true);
    }
  });

  it('gives every state and union territory at least one prefix, and only ids of the list', () => {
    const named = new Set([...PINCODE_PREFIXES.values()].flat());
    expect([...named].sort((a, b) => a - b)).toEqual(STATES.map((state) => state.id));
  });

  it.each([
    ['682001', 'Karnataka', 'Kerala'],
    ['560001', 'Kerala', 'Karnataka'],
    ['110001', 'Maharashtra', 'Delhi'],
    ['400001', 'Goa', 'Maharashtra'],
    ['403001', 'Maharashtra', 'Goa'],
    ['600001', 'Kerala', 'Tamil Nadu'],
    ['744101', 'West Bengal', 'Andaman and Nicobar Islands'],
    ['737101', 'West Bengal', 'Sikkim'],
    ['682555', 'Kerala', 'Lakshadweep'],
    ['834001', 'Bihar', 'Jharkhand'],
    ['800001', 'Jharkhand', 'Bihar'],
    ['226001', 'Uttarakhand', 'Uttar Pradesh'],
    ['248001', 'Uttar Pradesh', 'Uttarakhand'],
    ['500001', 'Andhra Pradesh', 'Telangana'],
    ['786001', 'Tripura', 'Assam'],
  ])('refuses %s for %s, naming %s', (pin, chosen, owner) => {
    expect(pincodeFitsState(pin, id(chosen))).toBe(false);
    expect(pincodeStateMessage(pin, id(chosen))).toBe(
      `PIN code ${pin} is in ${owner}, not ${chosen}: check the PIN code or the state.`,
    );
  });

  it('names only the chosen state when the PIN is shared by others or used by nobody', () => {
    // Puducherry town and the Tamil Nadu villages around it share 605.
    expect(pincodeStates('605001').map((s) => stateById(s)?.name)).toEqual(['Tamil Nadu', 'Puducherry']);
    expect(pincodeStateMessage('605001', id('Kerala'))).toBe(
      'PIN code 605001 is not in Kerala: check the PIN code or the state.',
    );
    expect(pincodeStates('351234')).toEqual([]);
    expect(pincodeStateMessage('351234', id('Kerala'))).toBe(
      'PIN code 351234 is not in Kerala: check the PIN code or the state.',
    );
  });

  it('allows shared prefixes for each state that shares them, and an Army Postal Service PIN anywhere', () => {
    expect(pincodeFitsState('160017', id('Punjab'))).toBe(true);
    expect(pincodeFitsState('194101', id('Jammu and Kashmir'))).toBe(true);
    expect(pincodeFitsState('673310', id('Kerala'))).toBe(true);
    expect(pincodeFitsState('908056', id('Kerala'))).toBe(true);
    expect(pincodeStateMessage('682001', id('Kerala'))).toBeNull();
  });
});

describe('an address', () => {
  const address = {
    first_name: 'Anjali',
    last_name: 'Menon',
    address: 'MG Road',
    city: 'Bengaluru',
    state_id: 2,
    pincode: '682001',
    phone_number: '9847012345',
  };
  const issues = (body: object) =>
    addressBody.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('is refused when its PIN code cannot belong to its state, on the PIN code, naming both', () => {
    expect(issues(address)).toEqual([
      ['pincode', 'PIN code 682001 is in Kerala, not Karnataka: check the PIN code or the state.'],
    ]);
    expect(addressBody.safeParse({ ...address, pincode: '560001' }).success).toBe(true);
    expect(addressBody.safeParse({ ...address, state_id: '1' }).success).toBe(true);
  });

  it('is told of the PIN code while another field is still missing, and not when the PIN itself is wrong', () => {
    expect(issues({ ...address, first_name: '' })).toContainEqual([
      'pincode',
      'PIN code 682001 is in Kerala, not Karnataka: check the PIN code or the state.',
    ]);
    expect(issues({ ...address, pincode: '68200' })).toEqual([
      ['pincode', 'Enter a valid 6-digit PIN code.'],
    ]);
    expect(issues({ ...address, state_id: 99 })).toEqual([['state_id', 'Choose one of the listed states.']]);
  });

  it('takes an Indian mobile number only: 10 digits from 6 to 9', () => {
    const ok = { ...address, pincode: '560001' };
    for (const phone of ['9847012345', '+91 6012345678', '70123-45678']) {
      expect(addressBody.safeParse({ ...ok, phone_number: phone }).success, phone).toBe(true);
    }
    for (const phone of ['1234567890', '5847012345', '+91 0847012345']) {
      expect(issues({ ...ok, phone_number: phone }), phone).toEqual([
        ['phone_number', 'Enter a valid mobile number (10 digits, with or without +91).'],
      ]);
    }
  });
});
