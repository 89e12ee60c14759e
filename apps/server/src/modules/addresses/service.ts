import { ADDRESS_MESSAGES, COUNTRY_INDIA_NAME, stateName, type Address } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { NotFoundError } from '../../shared/errors.js';
import { AddressRepository, type AddressFields, type AddressRow } from './repository.js';
import { shippedPinDirectory, type PinDirectory } from './pincodes/directory.js';
import { assertPincodeFits } from './pincodes/lookups.js';

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    address: row.address,
    line1: row.address,
    landmark: row.landmark,
    city: row.city,
    state_id: row.stateId,
    state: stateName(row.stateId),
    country_id: row.countryId,
    country: COUNTRY_INDIA_NAME,
    pincode: row.pincode,
    zip: row.pincode,
    phone_number: row.phoneNumber,
    deafult: row.isDefault ? 1 : 0,
    is_default: row.isDefault,
  };
}

export interface AddressInput {
  first_name: string;
  last_name: string;
  address: string;
  landmark: string | null;
  city: string;
  state_id: number;
  country_id: number;
  pincode: string;
  phone_number: string;
  is_default?: boolean | undefined;
  deafult?: boolean | undefined;
}

function fieldsOf(input: AddressInput): AddressFields {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    address: input.address,
    landmark: input.landmark,
    city: input.city,
    stateId: input.state_id,
    countryId: input.country_id,
    pincode: input.pincode,
    phoneNumber: input.phone_number,
  };
}

const wantsDefault = (input: AddressInput) => input.is_default === true || input.deafult === true;

const notFound = () => new NotFoundError(ADDRESS_MESSAGES.notFound);

/**
 * A customer's delivery addresses (DOMAIN.md "Customers"): at most one default; the first address becomes the
 * default; deleting the default makes the newest remaining one the default. Other customers' ids are not found. An
 * address is saved only with a PIN code India Post's directory knows, in the chosen state (issue 39): the contract's
 * prefix check (the browser's) lets through codes that were never given and the edges of two states' regions.
 */
export class AddressService {
  private readonly repo: AddressRepository;

  constructor(
    private readonly db: Db,
    private readonly pins: PinDirectory = shippedPinDirectory,
  ) {
    this.repo = new AddressRepository(db);
  }

  /**
   * Runs `fn` in a transaction holding the customer's row lock, so two changes to one customer's addresses (two
   * tabs adding their first address at once) cannot both decide which one is the default.
   */
  private forCustomer<T>(userId: number, fn: (repo: AddressRepository) => Promise<T>): Promise<T> {
    return withTransaction(this.db, { addresses: AddressRepository }, async (tx) => {
      await tx.addresses.lockCustomer(userId);
      return fn(tx.addresses);
    });
  }

  async list(userId: number): Promise<Address[]> {
    return (await this.repo.list(userId)).map(toAddress);
  }

  /** One of the customer's addresses (checkout reads the delivery address through this). */
  async get(userId: number, id: number): Promise<Address> {
    const row = await this.repo.find(userId, id);
    if (!row) throw notFound();
    return toAddress(row);
  }

  async create(userId: number, input: AddressInput): Promise<Address> {
    assertPincodeFits(this.pins, input.pincode, input.state_id);
    return this.forCustomer(userId, async (repo) => {
      const first = (await repo.count(userId)) === 0;
      const row = await repo.insert(userId, fieldsOf(input), false);
      return toAddress(first || wantsDefault(input) ? (await repo.makeDefault(userId, row.id))! : row);
    });
  }

  async update(userId: number, id: number, input: AddressInput): Promise<Address> {
    assertPincodeFits(this.pins, input.pincode, input.state_id);
    return this.forCustomer(userId, async (repo) => {
      const row = await repo.update(userId, id, fieldsOf(input));
      if (!row) throw notFound();
      return toAddress(wantsDefault(input) ? (await repo.makeDefault(userId, id))! : row);
    });
  }

  remove(userId: number, id: number): Promise<void> {
    return this.forCustomer(userId, async (repo) => {
      const removed = await repo.delete(userId, id);
      if (!removed) throw notFound();
      if (removed.isDefault) {
        const next = await repo.newest(userId);
        if (next) await repo.makeDefault(userId, next.id);
      }
    });
  }

  setDefault(userId: number, id: number): Promise<Address> {
    return this.forCustomer(userId, async (repo) => {
      const row = await repo.makeDefault(userId, id);
      if (!row) throw notFound();
      return toAddress(row);
    });
  }
}
