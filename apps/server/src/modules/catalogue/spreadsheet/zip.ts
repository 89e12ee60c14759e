import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { RuleViolationError } from '../../../shared/errors.js';

/** What a zip may hold, and the words for each way it may break them. */
export interface ZipLimits {
  entries: number;
  /** Everything unpacked, as the zip declares it and as it turns out. */
  unpackedBytes: number;
  /** One entry unpacked. */
  entryBytes: number;
  words: {
    notZip: string;
    tooManyFiles: string;
    tooBig: string;
    broken: string;
    entryTooBig?: (name: string) => string;
  };
}

/** A zip's entry as its central directory declares it. */
export interface ZipEntry {
  name: string;
  declaredBytes: number;
}

export const refusal = (message: string, field = 'file') =>
  new RuleViolationError(message, { [field]: [message] });

/** Unpacked a few kilobytes at a time, so a lying entry is stopped after a chunk's worth of work, not after all of it. */
const CHUNK = 16 * 1024;

/**
 * The entries of a zip from its central directory, refused before anything is unpacked when there are too many or
 * they declare too much (a zip bomb that tells the truth). One that lies is caught by `unpack`, which counts.
 */
export function listZip(data: Uint8Array, limits: ZipLimits, field = 'file'): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let total = 0;
  try {
    unzipSync(data, {
      filter: (file) => {
        entries.push({ name: file.name, declaredBytes: file.originalSize });
        total += file.originalSize;
        if (entries.length > limits.entries) throw refusal(limits.words.tooManyFiles, field);
        if (total > limits.unpackedBytes) throw refusal(limits.words.tooBig, field);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof RuleViolationError) throw error;
    throw refusal(limits.words.notZip, field);
  }
  return entries;
}

/**
 * The wanted entries unpacked, each checked against what it declared and the limits as it is unpacked: a zip bomb
 * whose header lies is refused (as damaged) after at most a chunk beyond what it declared (deflate makes at most about
 * 1,000 times its input, so a 16 KB chunk is at most 16 MB of work), and nothing else is unpacked.
 */
export function unpack(
  data: Uint8Array,
  wanted: (name: string) => boolean,
  limits: ZipLimits,
  field = 'file',
): Map<string, Buffer> {
  const declared = new Map(listZip(data, limits, field).map((entry) => [entry.name, entry.declaredBytes]));
  const found = new Map<string, Buffer>();
  let total = 0;
  let failure: RuleViolationError | undefined;
  const unzip = new Unzip((file) => {
    if (!wanted(file.name) || failure) return;
    const parts: Uint8Array[] = [];
    let size = 0;
    const promised = declared.get(file.name) ?? 0;
    const tooLarge = limits.words.entryTooBig;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      size += chunk.length;
      total += chunk.length;
      // More than it declared is a lie (a zip bomb, or damage): stopped at once, as is more than the limits allow.
      const words =
        error || size > promised
          ? limits.words.broken
          : size > limits.entryBytes
            ? (tooLarge?.(file.name) ?? limits.words.tooBig)
            : total > limits.unpackedBytes
              ? limits.words.tooBig
              : undefined;
      if (words) {
        failure = refusal(words, field);
        file.terminate();
        return;
      }
      parts.push(chunk);
      if (final) found.set(file.name, Buffer.concat(parts));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < data.length && !failure; at += CHUNK) {
      unzip.push(data.subarray(at, at + CHUNK), at + CHUNK >= data.length);
    }
  } catch {
    failure ??= refusal(limits.words.broken, field);
  }
  if (failure) throw failure;
  return found;
}

/** Whether the bytes start as a zip does (a local file header). */
export const looksLikeZip = (data: Uint8Array) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
