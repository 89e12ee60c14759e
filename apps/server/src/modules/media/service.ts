import {
  MEDIA_FORMATS,
  MEDIA_KEY_PATTERN,
  MEDIA_MESSAGES,
  MEDIA_REF_PREFIX,
  mediaKeyOf,
  type MediaItem,
  type MediaUse,
} from '@farm/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import { checkType, makePictureInTurn, pictureRefusal, PictureRefused } from './images.js';
import { MediaRepository, type MediaRow } from './repository.js';
import { contentTypeOf, type MediaStore, type StoredFile } from './store.js';

const REPOSITORIES = { media: MediaRepository, audit: AuditRepository };

/** A served file's name inside its key's folder: a made width and format. */
const FILE_NAME = new RegExp(`^(\\d{3,4})\\.(${MEDIA_FORMATS.join('|')})$`);

/** Where the service's failures that are not the farm's go (a store that could not delete, say). */
export interface MediaLog {
  warn(obj: object, msg: string): void;
}

function toItem(row: MediaRow, uses: MediaUse[]): MediaItem {
  return {
    id: row.id,
    ref: `${MEDIA_REF_PREFIX}${row.key}`,
    key: row.key,
    original_name: row.originalName,
    width: row.width,
    height: row.height,
    widths: row.widths,
    bytes: row.bytes,
    created_at: row.createdAt.toISOString(),
    used_in: uses,
  };
}

/** The audit row's picture of a picture: what it is, not where it is used. */
function facts(row: MediaRow) {
  return {
    key: row.key,
    original_name: row.originalName,
    width: row.width,
    height: row.height,
    widths: row.widths,
    bytes: row.bytes,
  };
}

/** How a refusal names the places a picture is shown: the first few, and how many more. */
function placesText(uses: MediaUse[]): string {
  const named = uses
    .slice(0, 3)
    .map((use) => (use.name ? `the ${use.place} “${use.name}”` : `the ${use.place}`));
  const more = uses.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more`;
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
}

/**
 * The picture library: uploads made into the served widths and formats and put in the media store, the list with
 * where each picture is used, and removal of unused ones. The files are never changed after they are stored.
 */
/**
 * Refuses a save that names library pictures (`m/<key>`) the library no longer has, naming the form's field; the
 * ones it has stay locked until the save commits, so they cannot be removed under it. The shop's own files (demo
 * pictures) are not in the library and pass.
 */
export async function requireInLibrary(
  media: MediaRepository,
  refs: readonly string[],
  field: string,
): Promise<void> {
  const keys = refs.flatMap((ref) => {
    const key = mediaKeyOf(ref);
    return key ? [key] : [];
  });
  const found = await media.lockExisting(keys);
  if (keys.some((key) => !found.has(key))) {
    throw new RuleViolationError(MEDIA_MESSAGES.pictureGone, { [field]: [MEDIA_MESSAGES.pictureGone] });
  }
}

export class MediaService {
  constructor(
    private readonly db: Db,
    readonly store: MediaStore,
    private readonly log: MediaLog = { warn: () => {} },
  ) {}

  async upload(input: Buffer, originalName: string, by: StaffActor): Promise<MediaItem> {
    try {
      await checkType(input);
    } catch (error) {
      if (error instanceof PictureRefused)
        throw new RuleViolationError(error.message, { file: [error.message] });
      throw error;
    }
    let made;
    try {
      made = await makePictureInTurn(input);
    } catch (error) {
      if (error instanceof PictureRefused)
        throw new RuleViolationError(error.message, { file: [error.message] });
      throw error;
    }
    const largest = made.widths.at(-1)!;
    const key = `${randomBytes(10).toString('hex')}-${largest}`;
    const paths = made.files.map((file) => `m/${key}/${file.width}.${file.format}`);
    try {
      await Promise.all(
        made.files.map((file, index) =>
          this.store.put(paths[index]!, file.body, contentTypeOf(paths[index]!)),
        ),
      );
      const row = await withTransaction(this.db, REPOSITORIES, async (tx) => {
        const inserted = await tx.media.insert({
          key,
          // Shown in the library only; trimmed to its column, control characters out.
          originalName: sanitizeName(originalName),
          width: made.width,
          height: made.height,
          widths: made.widths,
          bytes: made.files.reduce((sum, file) => sum + file.body.length, 0),
          createdBy: by.staffId,
        });
        await tx.audit.write({
          ...by,
          action: 'media.upload',
          entity: 'media',
          entityId: String(inserted.id),
          after: facts(inserted),
        });
        return inserted;
      });
      return toItem(row, []);
    } catch (error) {
      // No row, no files: a failed upload leaves nothing behind to be found later.
      await this.store
        .delete(paths)
        .catch((cleanup: unknown) =>
          this.log.warn({ err: cleanup, key }, 'could not remove the files of a failed upload'),
        );
      throw error;
    }
  }

  /**
   * What an upload of these bytes would be refused for, in words, or undefined when it would be taken: the catalogue
   * spreadsheet's dry run checks the zip's pictures with it before anything is stored.
   */
  check(input: Buffer): Promise<string | undefined> {
    return pictureRefusal(input);
  }

  async list(unusedOnly: boolean): Promise<MediaItem[]> {
    const repository = new MediaRepository(this.db);
    const [rows, uses] = await Promise.all([repository.list(), repository.uses()]);
    const items = rows.map((row) => toItem(row, uses.get(`${MEDIA_REF_PREFIX}${row.key}`) ?? []));
    return unusedOnly ? items.filter((item) => item.used_in.length === 0) : items;
  }

  /** Removes an unused picture: its row and audit row together, then its files. One still shown is refused. */
  async remove(id: number, by: StaffActor): Promise<void> {
    const removed = await withTransaction(this.db, REPOSITORIES, async (tx) => {
      const row = await tx.media.find(id, true);
      if (!row) throw new NotFoundError(MEDIA_MESSAGES.notFound);
      const uses = (await tx.media.uses()).get(`${MEDIA_REF_PREFIX}${row.key}`) ?? [];
      if (uses.length > 0) {
        throw new ConflictError(MEDIA_MESSAGES.inUse(placesText(uses)), { used_in: uses });
      }
      await tx.media.delete(id);
      await tx.audit.write({
        ...by,
        action: 'media.remove',
        entity: 'media',
        entityId: String(id),
        before: facts(row),
      });
      return row;
    });
    // After the commit: a failed delete leaves files no row names (harmless), never a row without its files.
    const prefix = `m/${removed.key}/`;
    try {
      await this.store.delete(await this.store.list(prefix));
    } catch (error) {
      this.log.warn({ err: error, key: removed.key }, 'could not remove a removed picture’s files');
    }
  }

  /** A made file for /uploads/m/<key>/<file>, or undefined when the name is none the shop makes or it is gone. */
  async file(key: string, fileName: string): Promise<StoredFile | undefined> {
    if (!MEDIA_KEY_PATTERN.test(key) || !FILE_NAME.test(fileName)) return undefined;
    return this.store.get(`m/${key}/${fileName}`);
  }
}

function sanitizeName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  return name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, 255);
}
