import { STATES } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeAddress } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { fakeFetch, renderRoute, type FakeApi } from '../../test/render';
import { settleStorage } from '../../test/session';
import { AddressForm } from './AddressForm';

beforeEach(() => localStorage.clear());
afterEach(settleStorage);

function renderForm(routes: FakeApi = {}) {
  const fake = fakeFetch(routes);
  const onSaved = vi.fn();
  renderRoute(<AddressForm onSaved={onSaved} />, { path: '/myaccount' });
  return { ...fake, onSaved };
}

/** Fills the form as a shopper in Bengaluru would, with the PIN code and state given. */
async function fill(pincode: string, state: string, phone = '9847012345') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Anjali');
  await user.type(screen.getByLabelText('Last name'), 'Menon');
  await user.type(screen.getByLabelText('Address'), 'MG Road');
  await user.type(screen.getByLabelText('City'), 'Bengaluru');
  await user.selectOptions(screen.getByLabelText('State'), state);
  await user.type(screen.getByLabelText('PIN code'), pincode);
  await user.type(screen.getByLabelText('Phone number'), phone);
  return user;
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save address' }));

describe('AddressForm', () => {
  test('offers all 36 states and union territories, Kerala first and chosen, the rest in alphabetical order', () => {
    renderForm();
    const options = within(screen.getByLabelText('State')).getAllByRole('option');
    expect(options).toHaveLength(36);
    expect(options[0]).toHaveTextContent('Kerala');
    expect(screen.getByLabelText('State')).toHaveValue('1');
    const names = options.slice(1).map((option) => option.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const name of ['Uttar Pradesh', 'Delhi', 'Ladakh', 'Lakshadweep', 'Puducherry', 'West Bengal']) {
      expect(names).toContain(name);
    }
  });

  test('refuses a PIN code of another state, naming both, and sends nothing', async () => {
    const { calls } = renderForm();
    const user = await fill('682001', 'Karnataka');
    await save(user);
    const pin = screen.getByLabelText('PIN code');
    expect(pin).toHaveAccessibleDescription(
      'PIN code 682001 is in Kerala, not Karnataka: check the PIN code or the state.',
    );
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  test('refuses a phone number that is no Indian mobile number', async () => {
    renderForm();
    const user = await fill('560001', 'Karnataka', '1234567890');
    await save(user);
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid mobile number (10 digits, with or without +91).'),
    );
  });

  test('saves an address in a union territory', async () => {
    const saved = makeAddress({ state_id: 32, state: 'Delhi', city: 'New Delhi', pincode: '110001' });
    const { calls, onSaved } = renderForm({ 'POST /api/addresses': [201, { data: saved }] });
    const user = await fill('110001', 'Delhi');
    await save(user);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      state_id: 32,
      pincode: '110001',
    });
  });
});

/** The server's answers for a few PIN codes (GET /api/pincodes/:pin), as its directory gives them. */
const PLACES: FakeApi = {
  'GET /api/pincodes/679328': {
    data: { pincode: '679328', district: 'Malappuram', state_id: 1, state: 'Kerala', state_ids: [1] },
  },
  'GET /api/pincodes/560001': {
    data: { pincode: '560001', district: 'Bangalore', state_id: 2, state: 'Karnataka', state_ids: [2] },
  },
  'GET /api/pincodes/673310': {
    data: { pincode: '673310', district: 'Mahe', state_id: 36, state: 'Puducherry', state_ids: [36, 1] },
  },
  'GET /api/pincodes/679300': [
    404,
    { message: 'There is no PIN code 679300 in the India Post directory: check the number.' },
  ],
};

describe('AddressForm and the PIN code directory', () => {
  test('fills the state and shows the district once a known PIN code is typed, asking the server once', async () => {
    const { calls } = renderForm(PLACES);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN code'), '56000');
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('PIN code'), '1');
    await vi.waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('2'));
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('Bangalore district, Karnataka');
    expect(screen.getByRole('status')).toHaveTextContent('Bangalore district, Karnataka');
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['GET /api/pincodes/560001']);
  });

  test('puts right a state that the PIN code refused, and the refusal goes', async () => {
    renderForm(PLACES);
    const user = await fill('679328', 'Karnataka');
    await save(user);
    await vi.waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('1'));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('Malappuram district, Kerala'),
    );
    expect(screen.getByLabelText('PIN code')).not.toHaveAttribute('aria-invalid');
  });

  test('keeps the chosen state of a PIN code two states share', async () => {
    renderForm(PLACES);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN code'), '673310');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('Mahe district, Puducherry'),
    );
    expect(screen.getByLabelText('State')).toHaveValue('1');
  });

  test('says a PIN code India Post never gave is unknown, and nothing for another failure', async () => {
    renderForm({ ...PLACES, 'GET /api/pincodes/679301': [404, { message: 'Not found.' }] });
    const user = userEvent.setup();
    const pin = screen.getByLabelText('PIN code');
    await user.type(pin, '679300');
    await vi.waitFor(() =>
      expect(pin).toHaveAccessibleDescription(
        'There is no PIN code 679300 in the India Post directory: check the number.',
      ),
    );
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    await user.clear(pin);
    await user.type(pin, '679301');
    await vi.waitFor(() => expect(pin).not.toHaveAttribute('aria-invalid'));
    expect(pin).not.toHaveAccessibleDescription();
  });
});

describe('AddressForm in Malayalam', () => {
  inMalayalam();

  test('names all 36 in Malayalam, Kerala first', () => {
    renderForm();
    const options = within(screen.getByLabelText('സംസ്ഥാനം')).getAllByRole('option');
    expect(options).toHaveLength(36);
    expect(options[0]).toHaveTextContent('കേരളം');
    const names = options.map((option) => option.textContent);
    for (const state of STATES) expect(names).toContain(state.nameMl);
    expect(names).not.toContain('Karnataka');
  });

  test('says the PIN code and state do not match in Malayalam, both states named in Malayalam', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('സംസ്ഥാനം'), 'കർണാടക');
    await user.type(screen.getByLabelText('പിൻ കോഡ്'), '682001');
    await user.click(screen.getByRole('button', { name: 'വിലാസം സേവ് ചെയ്യുക' }));
    expect(screen.getByLabelText('പിൻ കോഡ്')).toHaveAccessibleDescription(
      'പിൻ കോഡ് 682001 കാണിക്കുന്നത് കേരളം ആണ്, കർണാടക അല്ല: പിൻ കോഡോ സംസ്ഥാനമോ ഒന്നുകൂടി നോക്കുക.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  test('names the place of a typed PIN code, and refuses an unknown one, in Malayalam', async () => {
    renderForm(PLACES);
    const user = userEvent.setup();
    const pin = screen.getByLabelText('പിൻ കോഡ്');
    await user.type(pin, '679328');
    await vi.waitFor(() => expect(pin).toHaveAccessibleDescription('Malappuram ജില്ല, കേരളം'));
    await user.clear(pin);
    await user.type(pin, '679300');
    await vi.waitFor(() =>
      expect(pin).toHaveAccessibleDescription(
        'ഇന്ത്യ പോസ്റ്റിന്റെ പട്ടികയിൽ 679300 എന്ന പിൻ കോഡ് ഇല്ല: നമ്പർ ഒന്നുകൂടി നോക്കുക.',
      ),
    );
  });
});
