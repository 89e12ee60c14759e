import { ADDRESS_MESSAGES, addressList, addressOne, pincodeResponse, type Address } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBody } from './factories.js';
import { bearer, createTestApp, json, registerCustomer, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });

const home = addressBody({
  first_name: 'Anjali',
  last_name: 'Menon',
  address: 'Thekkumpuram House, Temple Road',
  landmark: 'Near the village office',
  city: 'Nilambur',
  pincode: '679329',
  phone_number: '+91 9846012345',
});

async function create(token: string, body: object = home): Promise<Address> {
  const response = await call('POST', '/api/addresses', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return addressOne.parse(json(response)).data;
}

async function list(token: string): Promise<Address[]> {
  const response = await call('GET', '/api/addresses', token);
  expect(response.statusCode).toBe(200);
  return addressList.parse(json(response)).data;
}

describe('addresses', () => {
  it('adds an address in the wire shape of the spec, and the first one becomes the default', async () => {
    const { token } = await registerCustomer(t.app);
    const created = await create(token);
    expect(created).toEqual({
      id: created.id,
      first_name: 'Anjali',
      last_name: 'Menon',
      name: 'Anjali Menon',
      address: 'Thekkumpuram House, Temple Road',
      line1: 'Thekkumpuram House, Temple Road',
      landmark: 'Near the village office',
      city: 'Nilambur',
      state_id: 1,
      state: 'Kerala',
      country_id: 1,
      country: 'India',
      pincode: '679329',
      zip: '679329',
      phone_number: '9846012345',
      deafult: 1,
      is_default: true,
    });
    const second = await create(token, {
      ...home,
      city: 'Coimbatore',
      landmark: undefined,
      state_id: '23',
      pincode: '641001',
    });
    expect(second).toMatchObject({
      deafult: 0,
      is_default: false,
      landmark: null,
      state: 'Tamil Nadu',
      state_id: 23,
    });
    expect((await list(token)).map((a) => a.id)).toEqual([created.id, second.id]);
  });

  it('keeps exactly one default when setting, adding with the flag and deleting', async () => {
    const { token } = await registerCustomer(t.app);
    const a = await create(token);
    const b = await create(token, { ...home, city: 'Tirur' });
    const c = await create(token, { ...home, city: 'Kozhikode' });

    const set = await call('POST', `/api/addresses/${b.id}/default`, token);
    expect(set.statusCode).toBe(200);
    expect(addressOne.parse(json(set)).data.deafult).toBe(1);
    let all = await list(token);
    expect(all.filter((x) => x.is_default).map((x) => x.id)).toEqual([b.id]);
    expect(all[0]!.id).toBe(b.id); // default first

    const d = await create(token, { ...home, city: 'Palakkad', deafult: 1 });
    all = await list(token);
    expect(all.filter((x) => x.is_default).map((x) => x.id)).toEqual([d.id]);

    // Deleting the default makes the newest remaining address the default.
    const removed = await call('DELETE', `/api/addresses/${d.id}`, token);
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toEqual({ message: ADDRESS_MESSAGES.deleted });
    all = await list(token);
    expect(all.filter((x) => x.is_default).map((x) => x.id)).toEqual([c.id]);
    expect(all.map((x) => x.id).sort()).toEqual([a.id, b.id, c.id].sort());

    // Deleting one that is not the default leaves the default alone.
    await call('DELETE', `/api/addresses/${a.id}`, token);
    expect((await list(token)).filter((x) => x.is_default).map((x) => x.id)).toEqual([c.id]);
  });

  it('gives one default when two first addresses arrive together', async () => {
    const { token } = await registerCustomer(t.app);
    await Promise.all([create(token), create(token, { ...home, city: 'Perinthalmanna' })]);
    const all = await list(token);
    expect(all).toHaveLength(2);
    expect(all.filter((x) => x.is_default)).toHaveLength(1);
  });

  it('updates an address and can make it the default', async () => {
    const { token } = await registerCustomer(t.app);
    await create(token);
    const b = await create(token, { ...home, city: 'Tirur' });
    const response = await call('PUT', `/api/addresses/${b.id}`, token, {
      ...home,
      city: 'Ponnani',
      is_default: true,
    });
    expect(response.statusCode).toBe(200);
    expect(addressOne.parse(json(response)).data).toMatchObject({
      id: b.id,
      city: 'Ponnani',
      is_default: true,
    });
    expect((await list(token)).filter((x) => x.is_default).map((x) => x.id)).toEqual([b.id]);
  });

  it("answers 404 for another customer's address on every call and changes nothing", async () => {
    const owner = await registerCustomer(t.app);
    const stranger = await registerCustomer(t.app);
    const mine = await create(owner.token);
    for (const [method, url, body] of [
      ['PUT', `/api/addresses/${mine.id}`, { ...home, city: 'Stolen' }],
      ['DELETE', `/api/addresses/${mine.id}`, undefined],
      ['POST', `/api/addresses/${mine.id}/default`, undefined],
    ] as const) {
      const response = await call(method, url, stranger.token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(json(response)).toEqual({ message: ADDRESS_MESSAGES.notFound });
    }
    expect(await list(stranger.token)).toEqual([]);
    expect(await list(owner.token)).toEqual([mine]);
  });

  it('answers 404 for an address that does not exist and 422 for a malformed id', async () => {
    const { token } = await registerCustomer(t.app);
    expect((await call('PUT', '/api/addresses/999999', token, home)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/addresses/999999', token)).statusCode).toBe(404);
    expect((await call('POST', '/api/addresses/abc/default', token)).statusCode).toBe(422);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no first name', { first_name: '' }, 'first_name', ADDRESS_MESSAGES.firstNameRequired],
    ['no last name', { last_name: undefined }, 'last_name', ADDRESS_MESSAGES.lastNameRequired],
    ['no address', { address: '  ' }, 'address', ADDRESS_MESSAGES.addressRequired],
    ['no city', { city: undefined }, 'city', ADDRESS_MESSAGES.cityRequired],
    ['no state', { state_id: undefined }, 'state_id', ADDRESS_MESSAGES.stateRequired],
    ['a state outside the list', { state_id: 37 }, 'state_id', ADDRESS_MESSAGES.stateInvalid],
    ['a state that is not a number', { state_id: 'Kerala' }, 'state_id', ADDRESS_MESSAGES.stateInvalid],
    ['another country', { country_id: 2 }, 'country_id', ADDRESS_MESSAGES.countryInvalid],
    ['no PIN code', { pincode: '' }, 'pincode', ADDRESS_MESSAGES.pincodeRequired],
    ['a 5-digit PIN code', { pincode: '67932' }, 'pincode', ADDRESS_MESSAGES.pincodeInvalid],
    ['a PIN code starting with 0', { pincode: '079329' }, 'pincode', ADDRESS_MESSAGES.pincodeInvalid],
    ['no phone', { phone_number: undefined }, 'phone_number', ADDRESS_MESSAGES.phoneRequired],
    ['a short phone', { phone_number: '98460' }, 'phone_number', ADDRESS_MESSAGES.phoneInvalid],
    [
      'ten digits that are no mobile',
      { phone_number: '1234567890' },
      'phone_number',
      ADDRESS_MESSAGES.phoneInvalid,
    ],
    ['a landmark that is too long', { landmark: 'x'.repeat(121) }, 'landmark', 'Use at most 120 characters.'],
  ];
  it.each(invalid)('refuses %s', async (_label, change, field, message) => {
    const { token } = await registerCustomer(t.app);
    const response = await call('POST', '/api/addresses', token, { ...home, ...change });
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors[field]?.[0]).toBe(message);
    expect(await list(token)).toEqual([]);
  });

  it('takes an address in each of the 11 states and union territories added after the spec, and reads it back', async () => {
    const { token } = await registerCustomer(t.app);
    const places: [number, string, string, string][] = [
      [26, 'Uttar Pradesh', 'Lucknow', '226001'],
      [27, 'Uttarakhand', 'Dehradun', '248001'],
      [28, 'West Bengal', 'Kolkata', '700001'],
      [29, 'Andaman and Nicobar Islands', 'Port Blair', '744101'],
      [30, 'Chandigarh', 'Chandigarh', '160017'],
      [31, 'Dadra and Nagar Haveli and Daman and Diu', 'Silvassa', '396230'],
      [32, 'Delhi', 'New Delhi', '110001'],
      [33, 'Jammu and Kashmir', 'Srinagar', '190001'],
      [34, 'Ladakh', 'Leh', '194101'],
      [35, 'Lakshadweep', 'Kavaratti', '682555'],
      [36, 'Puducherry', 'Mahe', '673310'],
    ];
    for (const [state_id, state, city, pincode] of places) {
      const saved = await create(token, { ...home, state_id, city, pincode });
      expect(saved, state).toMatchObject({ state_id, state, city, pincode });
    }
    const read = await list(token);
    expect(read.map((a) => [a.state_id, a.state]).sort(([a], [b]) => Number(a) - Number(b))).toEqual(
      places.map(([id, name]) => [id, name]),
    );
  });

  it('refuses a PIN code that cannot belong to the chosen state, naming both, on adding and on changing', async () => {
    const { token } = await registerCustomer(t.app);
    const karnataka = { ...home, state_id: 2, city: 'Bengaluru' };
    const response = await call('POST', '/api/addresses', token, karnataka);
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      pincode: ['PIN code 679329 is in Kerala, not Karnataka: check the PIN code or the state.'],
    });
    expect(await list(token)).toEqual([]);
    const saved = await create(token);
    const moved = await call('PUT', `/api/addresses/${saved.id}`, token, { ...home, state_id: 32 });
    expect(moved.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(moved).errors.pincode).toEqual([
      'PIN code 679329 is in Kerala, not Delhi: check the PIN code or the state.',
    ]);
    expect(await list(token)).toEqual([saved]);
    expect((await create(token, { ...karnataka, pincode: '560001' })).state).toBe('Karnataka');
  });

  it("refuses a PIN code India Post's directory does not know, in words, on adding and on changing", async () => {
    const { token } = await registerCustomer(t.app);
    // 679300 passes the form's checks (six digits, a Kerala prefix); no post office has it.
    const response = await call('POST', '/api/addresses', token, { ...home, pincode: '679300' });
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      pincode: ['There is no PIN code 679300 in the India Post directory: check the number.'],
    });
    expect(await list(token)).toEqual([]);
    const saved = await create(token);
    const changed = await call('PUT', `/api/addresses/${saved.id}`, token, { ...home, pincode: '682000' });
    expect(changed.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(changed).errors.pincode).toEqual([
      'There is no PIN code 682000 in the India Post directory: check the number.',
    ]);
    expect(await list(token)).toEqual([saved]);
  });

  it("refuses a PIN code of another state that the prefix allows, naming the directory's state", async () => {
    const { token } = await registerCustomer(t.app);
    // 605 is shared by Tamil Nadu and Puducherry; 605001 is Puducherry's own.
    const tamilNadu = { ...home, state_id: 23, city: 'Villupuram', pincode: '605001' };
    const response = await call('POST', '/api/addresses', token, tamilNadu);
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      pincode: ['PIN code 605001 is in Puducherry, not Tamil Nadu: check the PIN code or the state.'],
    });
    expect((await create(token, { ...tamilNadu, state_id: 36, city: 'Puducherry' })).state).toBe(
      'Puducherry',
    );
    // A code whose post offices are in two states is taken in either.
    expect((await create(token, { ...home, city: 'Azhiyur', pincode: '673310' })).state).toBe('Kerala');
  });

  it('accepts country id 1 given explicitly', async () => {
    const { token } = await registerCustomer(t.app);
    expect((await create(token, { ...home, country_id: 1 })).country).toBe('India');
  });
});

describe('GET /api/pincodes/:pin', () => {
  const get = (pin: string) => t.app.inject({ method: 'GET', url: `/api/pincodes/${pin}` });

  it("answers a PIN code's district and state to anyone, for a day", async () => {
    const wandoor = await get('679328');
    expect(wandoor.statusCode).toBe(200);
    expect(pincodeResponse.parse(json(wandoor))).toEqual({
      data: { pincode: '679328', district: 'Malappuram', state_id: 1, state: 'Kerala', state_ids: [1] },
    });
    expect(wandoor.headers['cache-control']).toBe('public, max-age=86400');
    expect(json(await get('110001'))).toMatchObject({ data: { state_id: 32, state: 'Delhi' } });
    expect(json(await get('744101'))).toMatchObject({
      data: { district: 'South Andaman', state_id: 29, state: 'Andaman and Nicobar Islands' },
    });
    expect(json(await get('673310'))).toMatchObject({ data: { state_id: 36, state_ids: [36, 1] } });
  });

  it('answers 404 in words for a code India Post never gave, and 422 for one that is not a PIN code', async () => {
    const unknown = await get('999999');
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toBe(
      'There is no PIN code 999999 in the India Post directory: check the number.',
    );
    for (const bad of ['67932', '067932', 'abcdef', '6793288']) {
      const response = await get(bad);
      expect(response.statusCode, bad).toBe(422);
      expect(json<{ message: string }>(response).message, bad).toContain(ADDRESS_MESSAGES.pincodeInvalid);
    }
  });
});
