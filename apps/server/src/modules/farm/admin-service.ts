import { MediaRepository, requireInLibrary } from '../media/index.js';
import {
  CONTENT_MESSAGES,
  maskToMonths,
  monthsToMask,
  type AdminBanner,
  type AdminCertificate,
  type AdminCrop,
  type AdminVideo,
  type bannerBody,
  type certificateBody,
  type cropBody,
  type videoBody,
} from '@farm/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import {
  FarmAdminRepository,
  type AdminCropRow,
  type BannerRow,
  type CertificateRow,
  type CropValues,
  type SortedKind,
  type VideoRow,
} from './admin-repository.js';
import { sanitizeKeyFeatures } from './sanitize.js';
import { cropTexts } from './mappers.js';

type CropInput = z.output<typeof cropBody>;
type CertificateInput = z.output<typeof certificateBody>;
type VideoInput = z.output<typeof videoBody>;
type BannerInput = z.output<typeof bannerBody>;

const REPOSITORIES = { farm: FarmAdminRepository, audit: AuditRepository, media: MediaRepository };

export function toAdminCrop(row: AdminCropRow): AdminCrop {
  return {
    id: row.id,
    name: row.name,
    name_mala: row.nameMala,
    category: row.category,
    image: row.image,
    gallery: row.gallery,
    ...cropTexts(row),
    season: { months: maskToMonths(row.seasonMonths), note: row.seasonNote, note_mal: row.seasonNoteMal },
    updated_at: row.updatedAt.toISOString(),
  };
}

const toCertificate = (row: CertificateRow): AdminCertificate => ({
  id: row.id,
  title: row.title ?? '',
  image: row.image,
});
const toVideo = (row: VideoRow): AdminVideo => ({
  id: row.id,
  title: row.title ?? '',
  image: row.image,
  video: row.video,
});
const toBanner = (row: BannerRow): AdminBanner => ({ id: row.id, image: row.image, video: row.video ?? '' });

/** The audit row's picture of a crop: what the console edits, without timestamps. */
function cropFacts(crop: AdminCrop) {
  const { updated_at: _updatedAt, ...facts } = crop;
  return facts;
}

function cropValues(input: CropInput): CropValues {
  return {
    name: input.name,
    nameMala: input.name_mala,
    category: input.category,
    image: input.image,
    description: input.description,
    description1: input.description1,
    description2: input.description2,
    description3: input.description3,
    description4: input.description4,
    // Key features are HTML: only the sanitised copy is ever stored, as the seed does.
    description5: sanitizeKeyFeatures(input.description5),
    descriptionMal: input.description_mal,
    description1Mal: input.description1_mal,
    description2Mal: input.description2_mal,
    description3Mal: input.description3_mal,
    description4Mal: input.description4_mal,
    description5Mal: sanitizeKeyFeatures(input.description5_mal),
    // No season given keeps the stored one (undefined leaves the columns); a new crop's default to none.
    ...(input.season && {
      seasonMonths: monthsToMask(input.season.months),
      seasonNote: input.season.note,
      seasonNoteMal: input.season.note_mal,
    }),
  };
}

const NOT_FOUND: Record<SortedKind, string> = {
  certificates: CONTENT_MESSAGES.certificateNotFound,
  videos: CONTENT_MESSAGES.videoNotFound,
  banners: CONTENT_MESSAGES.bannerNotFound,
};

/**
 * The console's farm content: crops (best yields and the eight extra-harvest groups), certificates, the video feed
 * and the home banner. Every change writes its audit row in the same transaction; the tables' triggers bump the
 * content version, so every process drops its cached lists within a second.
 */
export class FarmAdminService {
  private readonly repo: FarmAdminRepository;

  constructor(private readonly db: Db) {
    this.repo = new FarmAdminRepository(db);
  }

  async crops(): Promise<AdminCrop[]> {
    return (await this.repo.listCrops()).map(toAdminCrop);
  }

  async crop(id: number): Promise<AdminCrop> {
    const row = await this.repo.findCrop(id);
    if (!row) throw new NotFoundError(CONTENT_MESSAGES.cropNotFound);
    return toAdminCrop(row);
  }

  async createCrop(input: CropInput, by: StaffActor): Promise<AdminCrop> {
    const id = await withTransaction(this.db, REPOSITORIES, async (tx) => {
      await requireInLibrary(tx.media, [input.image, ...input.gallery], 'image');
      const id = await tx.farm.insertCrop(cropValues(input), input.gallery);
      const after = await tx.farm.findCrop(id);
      await tx.audit.write({
        ...by,
        action: 'crop.create',
        entity: 'crop',
        entityId: String(id),
        after: cropFacts(toAdminCrop(after!)),
      });
      return id;
    });
    return this.crop(id);
  }

  async updateCrop(id: number, input: CropInput, by: StaffActor): Promise<AdminCrop> {
    await withTransaction(this.db, REPOSITORIES, async (tx) => {
      const before = await tx.farm.findCrop(id, true);
      if (!before) throw new NotFoundError(CONTENT_MESSAGES.cropNotFound);
      await requireInLibrary(tx.media, [input.image, ...input.gallery], 'image');
      await tx.farm.updateCrop(id, cropValues(input), input.gallery);
      const after = await tx.farm.findCrop(id);
      await tx.audit.write({
        ...by,
        action: 'crop.update',
        entity: 'crop',
        entityId: String(id),
        before: cropFacts(toAdminCrop(before)),
        after: cropFacts(toAdminCrop(after!)),
      });
    });
    return this.crop(id);
  }

  async removeCrop(id: number, by: StaffActor): Promise<void> {
    await withTransaction(this.db, REPOSITORIES, async (tx) => {
      const before = await tx.farm.findCrop(id, true);
      if (!before) throw new NotFoundError(CONTENT_MESSAGES.cropNotFound);
      await tx.farm.deleteCrop(id);
      await tx.audit.write({
        ...by,
        action: 'crop.remove',
        entity: 'crop',
        entityId: String(id),
        before: cropFacts(toAdminCrop(before)),
      });
    });
  }

  async certificates(): Promise<AdminCertificate[]> {
    return (await this.repo.listCertificates()).map(toCertificate);
  }

  async videos(): Promise<AdminVideo[]> {
    return (await this.repo.listVideos()).map(toVideo);
  }

  async banners(): Promise<AdminBanner[]> {
    return (await this.repo.listBanners()).map(toBanner);
  }

  async createCertificate(input: CertificateInput, by: StaffActor): Promise<AdminCertificate> {
    return withTransaction(this.db, REPOSITORIES, async (tx) => {
      await requireInLibrary(tx.media, [input.image], 'image');
      const id = await tx.farm.insertCertificate(input);
      const after = toCertificate((await tx.farm.findCertificate(id))!);
      await tx.audit.write({
        ...by,
        action: 'certificate.create',
        entity: 'certificate',
        entityId: String(id),
        after,
      });
      return after;
    });
  }

  async updateCertificate(id: number, input: CertificateInput, by: StaffActor): Promise<AdminCertificate> {
    return withTransaction(this.db, REPOSITORIES, async (tx) => {
      const before = await tx.farm.findCertificate(id);
      if (!before) throw new NotFoundError(CONTENT_MESSAGES.certificateNotFound);
      await requireInLibrary(tx.media, [input.image], 'image');
      await tx.farm.updateCertificate(id, input);
      const after = toCertificate((await tx.farm.findCertificate(id))!);
      await tx.audit.write({
        ...by,
        action: 'certificate.update',
        entity: 'certificate',
        entityId: String(id),
        before: toCertificate(before),
        after,
      });
      return after;
    });
  }

  async createVideo(input: VideoInput, by: StaffActor): Promise<AdminVideo> {
    return withTransaction(this.db, REPOSITORIES, async (tx) => {
      await requireInLibrary(tx.media, [input.image], 'image');
      const id = await tx.farm.insertVideo(input);
      const after = toVideo((await tx.farm.findVideo(id))!);
      await tx.audit.write({ ...by, action: 'video.create', entity: 'video', entityId: String(id), after });
      return after;
    });
  }

  async updateVideo(id: number, input: VideoInput, by: StaffActor): Promise<AdminVideo> {
    return withTransaction(this.db, REPOSITORIES, async (tx) => {
      const before = await tx.farm.findVideo(id);
      if (!before) throw new NotFoundError(CONTENT_MESSAGES.videoNotFound);
      await requireInLibrary(tx.media, [input.image], 'image');
      await tx.farm.updateVideo(id, input);
      const after = toVideo((await tx.farm.findVideo(id))!);
      await tx.audit.write({
        ...by,
        action: 'video.update',
        entity: 'video',
        entityId: String(id),
        before: toVideo(before),
        after,
      });
      return after;
    });
  }

  async createBanner(input: BannerInput, by: StaffActor): Promise<AdminBanner> {
    return withTransaction(this.db, REPOSITORIES, async (tx) => {
      await requireInLibrary(tx.media, [input.image], 'image');
      const id = await tx.farm.insertBanner({ image: input.image, video: input.video || null });
      const after = toBanner((await tx.farm.findBanner(id))!);
      await tx.audit.write({ ...by, action: 'banner.create', entity: 'banner', entityId: String(id), after });
      return after;
    });
  }

  async updateBanner(id: number, input: BannerInput, by: StaffActor): Promise<AdminBanner> {
    return withTransaction(this.db, REPOSITORIES, async (tx) => {
      const before = await tx.farm.findBanner(id);
      if (!before) throw new NotFoundError(CONTENT_MESSAGES.bannerNotFound);
      await requireInLibrary(tx.media, [input.image], 'image');
      await tx.farm.updateBanner(id, { image: input.image, video: input.video || null });
      const after = toBanner((await tx.farm.findBanner(id))!);
      await tx.audit.write({
        ...by,
        action: 'banner.update',
        entity: 'banner',
        entityId: String(id),
        before: toBanner(before),
        after,
      });
      return after;
    });
  }

  async remove(kind: SortedKind, id: number, by: StaffActor): Promise<void> {
    await withTransaction(this.db, REPOSITORIES, async (tx) => {
      const found =
        kind === 'certificates'
          ? await tx.farm.findCertificate(id).then((row) => row && toCertificate(row))
          : kind === 'videos'
            ? await tx.farm.findVideo(id).then((row) => row && toVideo(row))
            : await tx.farm.findBanner(id).then((row) => row && toBanner(row));
      if (!found) throw new NotFoundError(NOT_FOUND[kind]);
      await tx.farm.delete(kind, id);
      const entity = kind === 'certificates' ? 'certificate' : kind === 'videos' ? 'video' : 'banner';
      await tx.audit.write({
        ...by,
        action: `${entity}.remove`,
        entity,
        entityId: String(id),
        before: found,
      });
    });
  }

  /** Puts a list in a new order: the ids of every item, each once. */
  async reorder(kind: SortedKind, ids: number[], by: StaffActor): Promise<void> {
    await withTransaction(this.db, REPOSITORIES, async (tx) => {
      const before = await tx.farm.idsOf(kind);
      const same =
        ids.length === before.length &&
        new Set(ids).size === ids.length &&
        ids.every((id) => before.includes(id));
      if (!same) {
        throw new RuleViolationError(CONTENT_MESSAGES.orderInvalid, { ids: [CONTENT_MESSAGES.orderInvalid] });
      }
      await tx.farm.reorder(kind, ids);
      await tx.audit.write({ ...by, action: `${kind}.reorder`, entity: kind, before, after: ids });
    });
  }
}
