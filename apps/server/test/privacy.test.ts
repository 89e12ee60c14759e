import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/http/logging.js';
import { bearer, createTestApp, json, type TestApp } from './harness.js';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, logger: createLogger('trace', sink) });
});
afterAll(async () => t?.close());

describe("a customer's password and token", () => {
  it('never appear in a response or a log line', async () => {
    const password = 'Very-Secret-Passw0rd';
    const email = 'private@example.com';
    const responses: string[] = [];
    const record = async (p: Promise<{ body: string; headers: Record<string, unknown> }>) => {
      const response = await p;
      responses.push(response.body, JSON.stringify(response.headers));
      return response;
    };
    const registered = await record(
      t.app.inject({
        method: 'POST',
        url: '/api/customer.store',
        payload: { name: 'Private Person', email, mobile: '9847012345', password, gender: 'Female' },
      }),
    );
    const { token } = json<{ token: string }>(registered);
    const secret = token.split('|')[1]!;
    await record(t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } }));
    await record(
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: `${password}x` } }),
    );
    await record(t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'short' } }));
    await record(t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }));
    await record(
      t.app.inject({
        method: 'POST',
        url: '/api/customer.update',
        headers: bearer(token),
        payload: { mobile: 'x' },
      }),
    );
    await record(t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) }));
    await record(t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }));

    expect(lines.length).toBeGreaterThan(5); // the log did record the requests
    for (const text of [...responses.slice(2), ...lines]) {
      expect(text).not.toContain(password);
      expect(text).not.toContain(secret);
    }
    // The registration answer hands out the token once, and never the password.
    expect(responses[0]).toContain(secret);
    expect(responses[0]).not.toContain(password);
  });
});

describe('a database error', () => {
  it("is logged with its SQLSTATE and statement, never the statement's values (hash, e-mail, mobile)", async () => {
    // A trigger refuses one e-mail, as a broken constraint or a full disk would: the insert fails with values in it.
    await t.database.db.execute(sql`
      create function refuse_registration() returns trigger language plpgsql as $$
      begin
        if new.email like 'refused%' then raise exception 'registration refused for a test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_registration before insert on users for each row execute function refuse_registration()`,
    );
    lines.length = 0;
    const email = 'refused.person@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customer.store',
      payload: {
        name: 'Refused Person',
        email,
        mobile: '9847099999',
        password: 'Another-Secret-1',
        gender: 'Male',
      },
    });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    const log = lines.join('\n');
    expect(log).toContain('P0001'); // the cause is still there to read
    expect(log).toContain('Failed query: insert into');
    for (const secret of ['$argon2id$', email, '9847099999', 'Another-Secret-1', 'Refused Person']) {
      expect(log).not.toContain(secret);
    }
  });
});
