import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each module declares the tables it owns in its schema.ts and is the only code that writes them; another module that
 * needs one changed asks the owner (an export of its index.ts). This reads the source of every module and flow for
 * writes (drizzle's insert/update/delete and raw SQL) and refuses one into a table another module's schema.ts
 * declares. Reads across modules stay allowed (the console's lists join the catalogue, orders and staff). seed/ and
 * backup/ fill and restore every table by design and are not checked.
 */
const src = path.resolve(import.meta.dirname, '../src');
const modulesDir = path.join(src, 'modules');

interface Table {
  /** The drizzle name (`productSizes`). */
  name: string;
  /** The SQL name (`product_sizes`). */
  sqlName: string;
  owner: string;
}

function tablesOwned(): Table[] {
  return fs.readdirSync(modulesDir).flatMap((owner) => {
    const file = path.join(modulesDir, owner, 'schema.ts');
    if (!fs.existsSync(file)) return [];
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map(([, name, sqlName]) => ({
      name: name!,
      sqlName: sqlName!,
      owner,
    }));
  });
}

/** The tables `code` writes, by drizzle name or SQL name as written (`update(shop)`, `insert into ${orders}`...). */
function writesIn(code: string): string[] {
  const written = [
    ...code.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g),
    ...code.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*(\w+)\s*\}/gi),
    ...code.matchAll(
      /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?\s+(?:set|values|select|where|\(|as)\b/gi,
    ),
  ].map((match) => match[1]!);
  return [...new Set(written)];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('table owners', () => {
  const tables = tablesOwned();

  it('finds the tables each module owns, and each table has one owner', () => {
    expect(new Set(tables.map((table) => table.owner)).size).toBeGreaterThanOrEqual(15);
    const names = tables.map((table) => table.name);
    expect(new Set(names).size).toBe(names.length);
    expect(tables).toContainEqual({ name: 'shop', sqlName: 'shop', owner: 'site' });
    expect(tables).toContainEqual({ name: 'productSizes', sqlName: 'product_sizes', owner: 'catalogue' });
  });

  it('sees every form a write takes', () => {
    expect(writesIn('await this.db.update(shop).set({ name })')).toEqual(['shop']);
    expect(writesIn('await tx.insert(orders).values(row); await tx.delete( media ).where(x)')).toEqual([
      'orders',
      'media',
    ]);
    expect(writesIn('sql`insert into ${outboxMessages} (kind) select 1`')).toEqual(['outboxMessages']);
    expect(
      writesIn('sql`UPDATE ${users} SET language = 1`; sql`delete from ${stockHolds} where true`'),
    ).toEqual(['users', 'stockHolds']);
    expect(writesIn('sql`update products set product_name_roman = v.roman`')).toEqual(['products']);
    expect(writesIn('this.db.select().from(shop); sql`select * from ${orders}`')).toEqual([]);
  });

  it("refuses a module or a flow that writes another module's table", () => {
    const byName = new Map(
      tables.flatMap((table) => [[table.name, table] as const, [table.sqlName, table] as const]),
    );
    const writers = [
      ...fs
        .readdirSync(modulesDir)
        .flatMap((module) => sourceFiles(path.join(modulesDir, module)).map((file) => ({ file, module }))),
      // A flow crosses modules by calling their services and repositories, never by writing a table itself.
      ...sourceFiles(path.join(src, 'flows')).map((file) => ({ file, module: 'flows/' })),
    ];
    const foreign = writers.flatMap(({ file, module }) =>
      writesIn(fs.readFileSync(file, 'utf8'))
        .map((name) => byName.get(name))
        .filter((table) => table !== undefined && table.owner !== module)
        .map(
          (table) => `${path.relative(src, file)} writes ${table!.name}, which modules/${table!.owner} owns`,
        ),
    );
    expect(foreign).toEqual([]);
  });
});
