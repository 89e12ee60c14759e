import {
  MEDIA_REF_PREFIX,
  SHEET_HEADERS,
  SHEET_LIMITS,
  SHEET_MESSAGES as W,
  todayInIndia,
  type SheetFormat,
  type SheetImported,
  type SheetPlan,
  type SheetRefusal,
} from '@farm/contract';
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { withTransaction } from '../../../db/transaction.js';
import { ConflictError, RuleViolationError } from '../../../shared/errors.js';
import type { ReadCache } from '../../../shared/read-cache.js';
import type { StaffActor } from '../../audit/index.js';
import { MediaRepository, type MediaService } from '../../media/index.js';
import type { StockService } from '../../stock/index.js';
import { applyPlan } from './apply.js';
import { exportSheet } from './export.js';
import { plan, zipName, type PictureBook, type Plan } from './plan.js';
import { readSheet, type ReadSheet } from './read.js';
import { SheetRepository, type Snapshot } from './repository.js';
import { listZip, unpack, type ZipLimits } from './zip.js';

/** The files of a dry run or an import: the spreadsheet and, when pictures come too, their zip. */
export interface SheetFiles {
  sheet: Buffer;
  pictures?: Buffer | undefined;
}

/** Who imports: the staff member, and whether their role may count stock (the stock column needs stock.write). */
export interface SheetImporter extends StaffActor {
  mayCount: boolean;
}

const ZIP_LIMITS: ZipLimits = {
  entries: SHEET_LIMITS.zipEntries,
  unpackedBytes: SHEET_LIMITS.zipUnpackedBytes,
  entryBytes: SHEET_LIMITS.pictureBytes,
  words: {
    notZip: W.zipNotZip,
    tooManyFiles: W.zipTooManyFiles,
    tooBig: W.zipTooBig,
    broken: W.zipBroken,
    entryTooBig: (path) => W.pictureTooLarge(zipName(path)),
  },
};

/** A dry run's plan with what it read, so the import can write exactly that. */
interface Planned {
  read: ReadSheet;
  plan: Plan;
  answer: SheetPlan;
  /** The zip's pictures the plan uses, unpacked and checked: path → bytes. */
  pictures: Map<string, Buffer>;
}

/**
 * The catalogue by spreadsheet (docs/domain.md "The catalogue by spreadsheet"): the export, the dry run (which writes
 * nothing) and the import. The import plans again on the catalogue it has locked and writes only when that plan is
 * the dry run's (the same fingerprint): what the farm checked is what is written, in one transaction, or nothing.
 */
export class CatalogueSheetService {
  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
    private readonly media: Pick<MediaService, 'upload' | 'check'>,
    private readonly stock: Pick<StockService, 'countIn'>,
  ) {}

  async export(format: SheetFormat): Promise<{ name: string; body: Buffer; type: string }> {
    return exportSheet(await new SheetRepository(this.db).snapshot(), format, todayInIndia());
  }

  async dryRun(files: SheetFiles, by: SheetImporter): Promise<SheetPlan> {
    return (await this.planned(files, by.mayCount)).answer;
  }

  async import(files: SheetFiles, fingerprint: string, by: SheetImporter): Promise<SheetImported> {
    const first = await this.planned(files, by.mayCount);
    const { answer } = first;
    if (answer.refused.length > 0) throw new RuleViolationError(W.refused(answer.refused.length));
    if (answer.fingerprint !== fingerprint) throw new ConflictError(W.catalogueChanged);
    if (answer.added.length === 0 && answer.changed.length === 0) {
      return { message: W.nothingToChange, summary: answer.summary };
    }
    // Pictures go to the library first, as every console upload does (made into the served sizes, stored, audited):
    // the store is no part of the database's transaction. Should the import then fail, they stay in the library,
    // unused, where the Pictures page can remove them.
    const uploaded = new Map<string, string>();
    for (const [path, bytes] of first.pictures) {
      try {
        const item = await this.media.upload(bytes, zipName(path), by);
        uploaded.set(path, item.ref);
      } catch (error) {
        if (!(error instanceof RuleViolationError)) throw error;
        const line = rowsUsing(first.plan, path)[0] ?? 0;
        throw new RuleViolationError(`Row ${line}, ${SHEET_HEADERS.picture}: ${error.message}`);
      }
    }
    const { staffId, actor, address } = by;
    await withTransaction(this.db, async (tx) => {
      // Planned again on the locked catalogue: a product saved or a jar sold since the dry run changes the plan, and
      // with it the fingerprint.
      const again = await this.plan(tx, first.read, files, by.mayCount, true);
      if (again.answer.fingerprint !== fingerprint) throw new ConflictError(W.catalogueChanged);
      await applyPlan(
        again.plan,
        {
          tx,
          uploaded,
          stock: this.stock,
          by: { staffId, actor, address },
          file: { format: answer.format, rows: answer.rows },
        },
        again.answer.summary,
      );
    });
    this.cache.invalidate();
    return {
      message: W.imported(answer.summary.products_added + answer.summary.products_changed),
      summary: answer.summary,
    };
  }

  /** Reads the files, plans on the catalogue as it is, and checks the zip's pictures the plan uses. */
  private async planned(files: SheetFiles, mayCount: boolean): Promise<Planned> {
    const read = await readSheet(files.sheet);
    const planned = { read, ...(await this.plan(this.db, read, files, mayCount, false)) };
    const paths = new Set(
      [...planned.plan.newProducts, ...planned.plan.changes].flatMap((p) =>
        'zip' in p.picture ? [p.picture.zip] : [],
      ),
    );
    if (paths.size === 0 || !files.pictures) return { ...planned, pictures: new Map() };
    const pictures = unpack(files.pictures, (path) => paths.has(path), ZIP_LIMITS, 'pictures');
    const refused: SheetRefusal[] = [];
    for (const path of paths) {
      const bytes = pictures.get(path);
      const reason = bytes ? await this.media.check(bytes) : W.zipBroken;
      if (!reason) continue;
      for (const row of rowsUsing(planned.plan, path)) {
        refused.push({ row, column: SHEET_HEADERS.picture, reason: `${zipName(path)}: ${reason}` });
      }
    }
    if (refused.length === 0) return { ...planned, pictures };
    const answer = finish(
      { ...planned.answer, refused: sorted([...planned.answer.refused, ...refused]) },
      files,
    );
    return { ...planned, answer, pictures };
  }

  /** The plan and the dry run's answer, on `db` (the pool, or the import's transaction with the products locked). */
  private async plan(
    db: Db,
    read: ReadSheet,
    files: SheetFiles,
    mayCount: boolean,
    lock: boolean,
  ): Promise<{ plan: Plan; answer: SheetPlan }> {
    const shop: Snapshot = await new SheetRepository(db).snapshot(lock);
    const library = new Map(
      (await new MediaRepository(db).list()).map((row) => [
        `${MEDIA_REF_PREFIX}${row.key}`,
        row.originalName,
      ]),
    );
    const book: PictureBook = { zip: files.pictures ? zipIndex(files.pictures) : new Map(), library };
    const made = plan(read.rows, shop, book, mayCount);
    const answer = finish(
      {
        message: '',
        format: read.format,
        rows: read.rows.length,
        fingerprint: '',
        ...made.report,
        refused: sorted([...read.refused, ...made.report.refused]),
      },
      files,
    );
    return { plan: made, answer };
  }
}

/** The zip's files by base name in lower case (folders and the Mac's resource forks left out). */
function zipIndex(data: Buffer): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const entry of listZip(data, ZIP_LIMITS, 'pictures')) {
    if (entry.name.endsWith('/') || entry.name.startsWith('__MACOSX/')) continue;
    const name = zipName(entry.name);
    if (name.startsWith('.')) continue;
    index.set(name, [...(index.get(name) ?? []), entry.name]);
  }
  return index;
}

/** The rows whose product takes its picture from this file of the zip. */
function rowsUsing(made: Plan, path: string): number[] {
  return [...made.newProducts, ...made.changes]
    .filter((p) => 'zip' in p.picture && p.picture.zip === path)
    .map((p) => p.line);
}

const sorted = (refused: SheetRefusal[]) => [...refused].sort((a, b) => a.row - b.row);

/**
 * The answer's message and fingerprint: a hash of both files and of everything the plan says (what it adds, each
 * change with its "before", each refusal), so the import can tell that it would write the same.
 */
function finish(answer: SheetPlan, files: SheetFiles): SheetPlan {
  const hash = createHash('sha256');
  hash.update(files.sheet);
  hash.update('\u0000');
  if (files.pictures) hash.update(files.pictures);
  const { message: _message, fingerprint: _fingerprint, ...said } = answer;
  hash.update(JSON.stringify(said));
  const touched = new Set([...answer.added, ...answer.changed].map((entry) => entry.sku)).size;
  const message =
    answer.refused.length > 0
      ? W.refused(answer.refused.length)
      : touched === 0
        ? W.nothingToChange
        : W.ready(touched);
  return { ...answer, message, fingerprint: hash.digest('hex') };
}
