import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/** One stored file, as it is sent back: its bytes as a stream, its type and length. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number | undefined;
}

/**
 * Where the made picture files live. A path is `m/<key>/<width>.<ext>`: relative, forward slashes, checked by the
 * caller. Files are written once and never changed (a new upload gets a new key), so no store needs to overwrite.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  put(filePath: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when the store has none at that path. */
  get(filePath: string): Promise<StoredFile | undefined>;
  /** The paths stored under a prefix (`m/<key>/`). */
  list(prefix: string): Promise<string[]>;
  /** Removes the files; a path already gone is no failure. */
  delete(filePaths: string[]): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };
export const contentTypeOf = (filePath: string) =>
  CONTENT_TYPES[path.posix.extname(filePath).slice(1)] ?? 'application/octet-stream';

/** The default store: files under UPLOADS_DIR, beside the shop's own pictures. */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk';

  constructor(private readonly root: string) {}

  private resolve(filePath: string): string {
    const full = path.resolve(this.root, ...filePath.split('/'));
    // The service checks paths already; this keeps the store safe on its own.
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`path outside the store: ${filePath}`);
    return full;
  }

  async put(filePath: string, body: Buffer): Promise<void> {
    const full = this.resolve(filePath);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    // Written beside and renamed: a reader never sees half a file.
    const temporary = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.promises.writeFile(temporary, body);
    await fs.promises.rename(temporary, full);
  }

  async get(filePath: string): Promise<StoredFile | undefined> {
    const full = this.resolve(filePath);
    try {
      const handle = await fs.promises.open(full, 'r');
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), contentType: contentTypeOf(filePath), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const folder = this.resolve(prefix.replace(/\/$/, ''));
    try {
      const names = await fs.promises.readdir(folder);
      return names
        .filter((name) => !name.endsWith('.tmp'))
        .map((name) => `${prefix.replace(/\/$/, '')}/${name}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async delete(filePaths: string[]): Promise<void> {
    const folders = new Set<string>();
    for (const filePath of filePaths) {
      const full = this.resolve(filePath);
      await fs.promises.rm(full, { force: true });
      folders.add(path.dirname(full));
    }
    // The key's folder goes with its last file; one still holding something stays.
    for (const folder of folders) await fs.promises.rmdir(folder).catch(() => undefined);
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; AWS itself when unset. */
  endpoint: string | undefined;
  /** The keys; the SDK's own chain (environment, instance role) when unset. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible servers want, not in the host name. */
  forcePathStyle: boolean;
}

/** Made files never change under their key: any cache may keep them a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A bucket several servers share: each reads back what any of them stored. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  async put(filePath: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: filePath,
        Body: body,
        ContentType: contentType,
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async get(filePath: string): Promise<StoredFile | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: filePath }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client gave no stream');
      return {
        body: answer.Body,
        contentType: answer.ContentType ?? contentTypeOf(filePath),
        size: answer.ContentLength,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async delete(filePaths: string[]): Promise<void> {
    // One call per file: multi-object delete needs a Content-MD5 some S3-compatible servers do not take alike.
    for (const filePath of filePaths) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: filePath }));
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

export function createMediaStore(uploadsDir: string, s3: S3Settings | undefined): MediaStore {
  return s3 ? new S3MediaStore(s3) : new DiskMediaStore(uploadsDir);
}
