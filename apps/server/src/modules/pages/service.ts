import {
  CONTENT_MESSAGES,
  inLanguage,
  isPageSlug,
  PAGE_LABELS,
  PAGE_SLUGS,
  SETUP_MESSAGES,
  type AdminPage,
  type AdminPageSummary,
  type Language,
  type PageSlug,
  type PublicPage,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { toJsonBody, type ReadCache, type StoredBody } from '../../shared/read-cache.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import type { SiteService } from '../site/index.js';
import { renderPage, type PageFacts, type RenderedPage } from './render.js';
import { PageRepository, type PageRow, type PageText } from './repository.js';

function hasMalayalam(row: Pick<PageRow, 'titleMal' | 'bodyMal'>): boolean {
  return row.titleMal.trim() !== '' && row.bodyMal.trim() !== '';
}

function toAdminPage(row: PageRow): AdminPage {
  return {
    slug: row.slug as PageSlug,
    title: row.title,
    body: row.body,
    title_mal: row.titleMal,
    body_mal: row.bodyMal,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedByName,
    english_updated_at: row.englishUpdatedAt.toISOString(),
    malayalam_updated_at: row.malayalamUpdatedAt?.toISOString() ?? null,
    english_reviewed_at: row.englishReviewedAt?.toISOString() ?? null,
    malayalam_reviewed_at: row.malayalamReviewedAt?.toISOString() ?? null,
  };
}

/** Which languages a save changes: a language counts as changed when its title or its text is not what it was. */
function changedLanguages(
  before: PageText | undefined,
  after: PageText,
): { english: boolean; malayalam: boolean } {
  if (!before) {
    return { english: true, malayalam: after.title_mal !== '' || after.body_mal !== '' };
  }
  return {
    english: before.title !== after.title || before.body !== after.body,
    malayalam: before.title_mal !== after.title_mal || before.body_mal !== after.body_mal,
  };
}

/**
 * The pages the owner writes (about, story, the policies): Markdown in the `pages` table, shown as sanitised HTML
 * with the shop's facts filled in. Public answers are cached until the content version moves (the table's trigger,
 * migration 0015, and the shop's own trigger both bump it).
 */
export class PageService {
  private readonly repo: PageRepository;

  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
    private readonly site: SiteService,
  ) {
    this.repo = new PageRepository(db);
  }

  /** The shop's facts a page's placeholders stand for, in the page's language where the farm wrote them. */
  private async facts(language: Language): Promise<PageFacts> {
    const site = await this.site.site();
    return {
      name: inLanguage(language, site.name, site.name_mal),
      email: site.emails.contact,
      phones: site.phones,
      farmAddress: inLanguage(language, site.addresses.farm, site.addresses.farm_mal),
      outletAddress: inLanguage(language, site.addresses.outlet, site.addresses.outlet_mal),
    };
  }

  /** The storefront's answer, serialised once for everyone. */
  publicPage(slug: string): Promise<StoredBody> {
    if (!isPageSlug(slug)) return Promise.reject(new NotFoundError(CONTENT_MESSAGES.pageNotFound));
    return this.cache.get(`json:page:${slug}`, async () => {
      const row = await this.repo.find(slug);
      if (!row) throw new NotFoundError(CONTENT_MESSAGES.pageNotFound);
      const [facts, factsMal] = await Promise.all([this.facts('en'), this.facts('ml')]);
      const page: PublicPage = {
        slug: row.slug,
        title: row.title,
        ...renderPage(row.body, facts),
        updated_at: row.updatedAt.toISOString(),
        // The Malayalam page only when both its title and its text are written; the storefront shows the English.
        ml: hasMalayalam(row) ? { title: row.titleMal, ...renderPage(row.bodyMal, factsMal, 'ml') } : null,
      };
      return toJsonBody(page);
    });
  }

  /** Every page the shop has a place for, written or not. */
  async list(): Promise<AdminPage[]> {
    const rows = new Map((await this.repo.list()).map((row) => [row.slug, row]));
    return PAGE_SLUGS.map((slug) => {
      const row = rows.get(slug);
      return row
        ? toAdminPage(row)
        : {
            slug,
            title: PAGE_LABELS[slug],
            body: '',
            title_mal: '',
            body_mal: '',
            updated_at: null,
            updated_by: null,
            english_updated_at: null,
            malayalam_updated_at: null,
            english_reviewed_at: null,
            malayalam_reviewed_at: null,
          };
    });
  }

  /** The console's list: each page's title, when it was saved, and whether it is written in Malayalam too. */
  async summaries(): Promise<AdminPageSummary[]> {
    return (await this.list()).map(
      ({
        slug,
        title,
        updated_at,
        updated_by,
        english_updated_at,
        malayalam_updated_at,
        english_reviewed_at,
        malayalam_reviewed_at,
        ...page
      }) => ({
        slug,
        title,
        updated_at,
        updated_by,
        english_updated_at,
        malayalam_updated_at,
        english_reviewed_at,
        malayalam_reviewed_at,
        has_ml: hasMalayalam({ titleMal: page.title_mal, bodyMal: page.body_mal }),
      }),
    );
  }

  async page(slug: string): Promise<AdminPage> {
    if (!isPageSlug(slug)) throw new NotFoundError(CONTENT_MESSAGES.pageNotFound);
    const page = (await this.list()).find((entry) => entry.slug === slug);
    if (!page) throw new NotFoundError(CONTENT_MESSAGES.pageNotFound);
    return page;
  }

  /** What the text will look like, without saving it. */
  async preview(body: string, language: Language = 'en'): Promise<RenderedPage> {
    return renderPage(body, await this.facts(language), language);
  }

  /** Saves a page's title and text, with its audit row (before and after) in the same transaction. */
  async save(slug: string, input: PageText, by: StaffActor): Promise<AdminPage> {
    if (!isPageSlug(slug)) throw new NotFoundError(CONTENT_MESSAGES.pageNotFound);
    const text: PageText = {
      title: input.title,
      body: input.body,
      title_mal: input.title_mal,
      body_mal: input.body_mal,
    };
    await withTransaction(this.db, { pages: PageRepository, audit: AuditRepository }, async (tx) => {
      const before = await tx.pages.findForUpdate(slug);
      await tx.pages.save(slug, text, by.staffId, changedLanguages(before, text));
      await tx.audit.write({
        ...by,
        action: 'page.update',
        entity: 'page',
        entityId: slug,
        before: before ?? null,
        after: text,
      });
    });
    return this.page(slug);
  }

  /**
   * The owner read one language of a page and found it right, without changing a word (issue 36: the setup
   * checklist asks for every page in both languages). A page not written yet is refused: there is nothing to read.
   */
  async markReviewed(slug: string, language: Language, by: StaffActor): Promise<AdminPage> {
    if (!isPageSlug(slug)) throw new NotFoundError(CONTENT_MESSAGES.pageNotFound);
    await withTransaction(this.db, { pages: PageRepository, audit: AuditRepository }, async (tx) => {
      if (!(await tx.pages.markReviewed(slug, language))) {
        throw new RuleViolationError(SETUP_MESSAGES.pageNotWritten);
      }
      await tx.audit.write({
        ...by,
        action: 'page.reviewed',
        entity: 'page',
        entityId: slug,
        after: { language },
      });
    });
    return this.page(slug);
  }
}
