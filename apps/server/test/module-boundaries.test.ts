import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The module boundaries are kept by lint (eslint.config.js), not by good will: these run the repository's own ESLint
 * configuration over small files placed, by their path alone, inside the server, and expect a deep import across
 * modules to be refused and the same import through the module's index.ts to pass.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The messages no-restricted-imports gives `code` as if it were the file at `file` (relative to apps/server/src). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/server/src', file) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('module boundaries', () => {
  it("refuses a module's deep import of another module's file, and takes the same name through its index", async () => {
    const deep = await refusals(
      'modules/orders/boundary-fixture.ts',
      "import { StockService } from '../stock/service.js';\nexport const service = StockService;\n",
    );
    expect(deep).toEqual([expect.stringContaining("Another module's insides")]);

    const throughIndex = await refusals(
      'modules/orders/boundary-fixture.ts',
      "import { StockService } from '../stock/index.js';\nexport const service = StockService;\n",
    );
    expect(throughIndex).toEqual([]);
  });

  it('lets a module import its own files directly', async () => {
    const own = await refusals(
      'modules/stock/boundary-fixture.ts',
      "import { StockRepository } from './repository.js';\nexport const repository = StockRepository;\n",
    );
    expect(own).toEqual([]);
  });

  it("refuses flows/ and app.ts a module's insides too", async () => {
    for (const file of ['flows/boundary-fixture.ts', 'boundary-fixture.ts']) {
      const prefix = file.startsWith('flows/') ? '../modules' : './modules';
      const deep = await refusals(
        file,
        `import { StockService } from '${prefix}/stock/service.js';\nexport const service = StockService;\n`,
      );
      expect(deep, file).toEqual([expect.stringContaining("Another module's insides")]);
      const throughIndex = await refusals(
        file,
        `import { StockService } from '${prefix}/stock/index.js';\nexport const service = StockService;\n`,
      );
      expect(throughIndex, file).toEqual([]);
    }
  });

  it('keeps every module under the rule, whatever its name', async () => {
    // A module added later is covered without editing the config: the blocks are made from the folder list.
    for (const module of ['addresses', 'media', 'site', 'staff']) {
      const deep = await refusals(
        `modules/${module}/boundary-fixture.ts`,
        "import { CatalogueRepository } from '../catalogue/repository.js';\nexport const repository = CatalogueRepository;\n",
      );
      expect(deep, module).toEqual([expect.stringContaining("Another module's insides")]);
    }
  });

  it("lets a schema file and db/schema.ts name other modules' tables from their schema files, and nothing else", async () => {
    const table = "import { users } from '../customers/schema.js';\nexport const owner = users;\n";
    expect(await refusals('modules/orders/schema.ts', table)).toEqual([]);
    // Anywhere else in a module, another module's schema file is its insides like any other.
    expect(await refusals('modules/orders/repository.ts', table)).toEqual([
      expect.stringContaining("Another module's insides"),
    ]);
    const service =
      "import { CustomerService } from '../customers/index.js';\nexport const service = CustomerService;\n";
    expect(await refusals('modules/orders/schema.ts', service)).toEqual([
      expect.stringContaining("only other modules' schema files"),
    ]);

    expect(await refusals('db/schema.ts', "export * from '../modules/orders/schema.js';\n")).toEqual([]);
    expect(await refusals('db/schema.ts', "export * from '../modules/orders/index.js';\n")).toEqual([
      expect.stringContaining("gathers the modules' schema files"),
    ]);
    expect(await refusals('db/client.ts', "export * from '../modules/orders/schema.js';\n")).toEqual([
      expect.stringContaining('sit below the modules'),
    ]);
  });

  it("keeps orders, checkout and payments out of each other's repositories even through the index", async () => {
    const repository = await refusals(
      'modules/orders/boundary-fixture.ts',
      "import { PaymentOrderRepository } from '../payments/index.js';\nexport const repository = PaymentOrderRepository;\n",
    );
    expect(repository).toEqual([expect.stringContaining('write the cross-module step as a flow')]);
  });
});
