import fs from 'node:fs';
import { pincodeFitsState, PINCODE_MESSAGES, STATES, stateById } from '@farm/contract';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { NotFoundError, RuleViolationError, TooManyRequestsError } from '../../../shared/errors.js';
import { PinDirectory, SHIPPED_PINCODES_FILE, shippedPinDirectory } from './directory.js';
import { assertPincodeFits, PincodeLookups, pincodeRefusal } from './lookups.js';

const id = (name: string) => STATES.find((state) => state.name === name)!.id;
const pins = fs
  .readFileSync(SHIPPED_PINCODES_FILE, 'utf8')
  .split('\n')
  .filter((line) => /^\d/.test(line))
  .map((line) => line.split('\t')[0]!);

describe('the PIN code directory the server ships', () => {
  it('knows every PIN code of India Post, with its district and state', () => {
    expect(shippedPinDirectory.size).toBe(19159);
    expect(shippedPinDirectory.lookup('679328')).toEqual({
      pin: '679328',
      district: 'Malappuram',
      stateId: id('Kerala'),
      stateName: 'Kerala',
      stateIds: [id('Kerala')],
    });
    expect(shippedPinDirectory.lookup('110001')).toMatchObject({
      district: 'Central Delhi',
      stateName: 'Delhi',
    });
    expect(shippedPinDirectory.lookup('744101')).toMatchObject({
      district: 'South Andaman',
      stateName: 'Andaman and Nicobar Islands',
    });
    expect(shippedPinDirectory.lookup('682001')).toMatchObject({
      district: 'Ernakulam',
      stateName: 'Kerala',
    });
  });

  it('names the states and union territories as the contract does, the renamed and redrawn ones included', () => {
    // Leh is Ladakh's since 2019 and still in India Post's Jammu and Kashmir circle: both are taken.
    expect(shippedPinDirectory.lookup('194101')).toMatchObject({
      district: 'Leh',
      stateName: 'Ladakh',
      stateIds: [id('Ladakh'), id('Jammu and Kashmir')],
    });
    const merged = 'Dadra and Nagar Haveli and Daman and Diu';
    expect(shippedPinDirectory.lookup('396210')).toMatchObject({ district: 'Daman', stateName: merged });
    expect(shippedPinDirectory.lookup('362520')).toMatchObject({ district: 'Diu', stateName: merged });
    expect(shippedPinDirectory.lookup('500001')).toMatchObject({ stateName: 'Telangana' });
    expect(shippedPinDirectory.lookup('492001')).toMatchObject({
      district: 'Raipur',
      stateName: 'Chhattisgarh',
    });
    expect(shippedPinDirectory.lookup('605001')).toMatchObject({ stateName: 'Puducherry' });
    // The directory's "(CGH)" and "(HP)" tags are dropped: the state is said beside the district.
    expect(shippedPinDirectory.lookup('495001')).toMatchObject({ district: 'Bilaspur' });
    // Every one of the 36 has PIN codes.
    const covered = new Set(pins.map((pin) => shippedPinDirectory.lookup(pin)!.stateId));
    expect(STATES.filter((state) => !covered.has(state.id)).map((state) => state.name)).toEqual([]);
  });

  it('keeps every state of a PIN code shared by two, the one with most post offices first', () => {
    expect(shippedPinDirectory.lookup('673310')).toMatchObject({
      stateName: 'Puducherry',
      district: 'Mahe',
      stateIds: [id('Puducherry'), id('Kerala')],
    });
    expect(shippedPinDirectory.lookup('396230')?.stateIds).toEqual([
      id('Dadra and Nagar Haveli and Daman and Diu'),
      id('Gujarat'),
    ]);
  });

  it('knows nothing of a code India Post never gave, or of anything that is not six digits', () => {
    for (const pin of [
      '679300',
      '999999',
      '100000',
      '682000',
      '067932',
      '67932',
      '6793288',
      'abcdef',
      '',
      ' 679328',
    ])
      expect(shippedPinDirectory.lookup(pin), pin).toBeUndefined();
  });

  it("agrees with the contract's prefix table, which the browser checks first: no real address is refused there", () => {
    const refused = pins.flatMap((pin) =>
      shippedPinDirectory
        .lookup(pin)!
        .stateIds.filter((stateId) => !pincodeFitsState(pin, stateId))
        .map((stateId) => `${pin} ${stateById(stateId)?.name}`),
    );
    expect(refused).toEqual([]);
  });

  it('reads its file only when first asked, and refuses a damaged file naming the line', () => {
    let reads = 0;
    const directory = new PinDirectory(() => {
      reads += 1;
      return '# a comment\nD\t1\tWayanad\nD\t36\tMahe\n673121\t0\n673310\t1\t1\n';
    });
    expect(reads).toBe(0);
    expect(directory.lookup('673121')).toMatchObject({
      district: 'Wayanad',
      stateName: 'Kerala',
      stateIds: [1],
    });
    expect(directory.lookup('673310')).toMatchObject({ stateName: 'Puducherry', stateIds: [36, 1] });
    expect(directory.lookup('673122')).toBeUndefined();
    expect(reads).toBe(1);
    expect(() => new PinDirectory(() => 'D\t1\tWayanad\n673121\t3\n').size).toThrow('"673121\t3"');
    expect(() => new PinDirectory(() => 'D\t1\tWayanad\n673121\t0\n673120\t0\n').size).toThrow(
      'out of order',
    );
    expect(() => new PinDirectory(() => 'D\t99\tNowhere\n').size).toThrow('bad district line');
  });
});

describe('checking an address against the directory', () => {
  it('takes a known code in its state, and in either state of a shared one', () => {
    expect(pincodeRefusal(shippedPinDirectory, '679328', id('Kerala'))).toBeNull();
    expect(pincodeRefusal(shippedPinDirectory, '673310', id('Kerala'))).toBeNull();
    expect(pincodeRefusal(shippedPinDirectory, '673310', id('Puducherry'))).toBeNull();
    expect(pincodeRefusal(shippedPinDirectory, '194101', id('Jammu and Kashmir'))).toBeNull();
  });

  it('refuses an unknown code, and a code of another state, in words', () => {
    expect(pincodeRefusal(shippedPinDirectory, '679300', id('Kerala'))).toBe(
      'There is no PIN code 679300 in the India Post directory: check the number.',
    );
    // 605 is shared by Tamil Nadu and Puducherry, so the prefix allows both; 605001 itself is Puducherry's.
    expect(pincodeRefusal(shippedPinDirectory, '605001', id('Tamil Nadu'))).toBe(
      'PIN code 605001 is in Puducherry, not Tamil Nadu: check the PIN code or the state.',
    );
    expect(() => assertPincodeFits(shippedPinDirectory, '679300', id('Kerala'))).toThrow(RuleViolationError);
    const refusal = (() => {
      try {
        assertPincodeFits(shippedPinDirectory, '605001', id('Tamil Nadu'));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(RuleViolationError);
    expect((refusal as RuleViolationError).errors).toEqual({
      pincode: ['PIN code 605001 is in Puducherry, not Tamil Nadu: check the PIN code or the state.'],
    });
    expect(PINCODE_MESSAGES.unknown).toContain('{pincode}');
  });
});

describe('the lookup the storefront asks', () => {
  it('answers the place, refuses an unknown code with a 404 in words, and counts each network address', async () => {
    const lookups = new PincodeLookups(
      shippedPinDirectory,
      new RateLimiterMemory({ points: 2, duration: 60 }),
    );
    expect(await lookups.find('679328', '10.0.0.1')).toEqual({
      pincode: '679328',
      district: 'Malappuram',
      state_id: 1,
      state: 'Kerala',
      state_ids: [1],
    });
    await expect(lookups.find('679300', '10.0.0.1')).rejects.toThrow(
      new NotFoundError('There is no PIN code 679300 in the India Post directory: check the number.'),
    );
    await expect(lookups.find('679328', '10.0.0.1')).rejects.toBeInstanceOf(TooManyRequestsError);
    expect((await lookups.find('679328', '10.0.0.2')).district).toBe('Malappuram');
  });
});
