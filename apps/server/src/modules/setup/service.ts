import {
  PAGE_SLUGS,
  REQUIRED_SETUP_ITEMS,
  SETUP_BACKUP_HOURS,
  SETUP_ITEMS,
  SETUP_LINKS,
  SETUP_MESSAGES as M,
  SETUP_TITLES,
  SITE_MESSAGES,
  missingSellerDetails,
  setupMoment,
  shopSettingsBody,
  type PageSlug,
  type SetupChecklist,
  type SetupItem,
  type SetupItemKey,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { ConflictError, RuleViolationError } from '../../shared/errors.js';
import type { StaffActor } from '../audit/index.js';
import { lastBackupAt } from '../backups/index.js';
import { setupTestMessage, type OutboxWorker } from '../messages/index.js';
import type { SiteService } from '../site/index.js';
import { SiteRepository, sellerOf } from '../site/index.js';
import { SetupRepository } from './repository.js';

/** What each item found: done or not, and its words. */
type Finding = Pick<SetupItem, 'done' | 'detail'>;

/** How the shop is paid, from the server's environment (config): live keys or not. */
export interface PaymentMode {
  mode: 'sandbox' | 'test' | 'live';
}

/**
 * The setup checklist (issue 36 item 2; docs/domain.md "Opening the shop"): each item checked from the data every
 * time it is asked, so a tick can never outlive what it says (a cleared phone number un-ticks its item). Opening
 * the shop is refused, naming what is missing, until every required item is done.
 */
export class SetupService {
  private readonly repo: SetupRepository;
  private readonly shop: SiteRepository;

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly payments: PaymentMode,
    private readonly mail: Pick<OutboxWorker, 'sendNow'>,
    /** The shop's public address (PUBLIC_URL), for the test e-mail's link to the console. */
    private readonly shopUrl: string,
  ) {
    this.repo = new SetupRepository(db);
    this.shop = new SiteRepository(db);
  }

  async checklist(message?: string): Promise<SetupChecklist> {
    const row = await this.shop.findShop();
    if (!row) throw new ConflictError(SITE_MESSAGES.noShop);
    const [pages, catalogue, backupAt, owners] = await Promise.all([
      this.repo.pageReviews(),
      this.repo.catalogueReadiness(),
      lastBackupAt(this.db),
      this.repo.ownersWithoutTwoFactor(),
    ]);
    const testMode = this.payments.mode !== 'live';
    const findings: Record<SetupItemKey, Finding> = {
      seller: seller(row),
      contact: contact(row),
      payments: {
        done: !testMode || row.testPaymentsConfirmedAt !== null,
        detail: !testMode
          ? M.paymentsLive
          : row.testPaymentsConfirmedAt
            ? M.paymentsTestConfirmed
            : M.paymentsTest,
      },
      email: row.testEmailSentAt
        ? { done: true, detail: M.emailDone(setupMoment(row.testEmailSentAt)) }
        : { done: false, detail: M.emailMissing },
      shipping: row.slabsReviewedAt
        ? { done: true, detail: M.shippingDone }
        : { done: false, detail: M.shippingMissing },
      pages: pageReviews(pages),
      catalogue:
        catalogue.categories === 0
          ? { done: false, detail: M.catalogueNoCategory }
          : catalogue.products === 0
            ? { done: false, detail: M.catalogueNoProduct }
            : { done: true, detail: M.catalogueDone(catalogue.products) },
      backup: backup(backupAt),
      two_factor:
        owners.length === 0
          ? { done: true, detail: M.twoFactorDone }
          : { done: false, detail: M.twoFactorMissing(owners) },
    };
    const items = SETUP_ITEMS.map((key) => ({
      key,
      ...findings[key],
      required: REQUIRED_SETUP_ITEMS.includes(key),
      title: SETUP_TITLES[key],
      link: SETUP_LINKS[key],
    }));
    return {
      open: row.openedAt !== null,
      opened_at: row.openedAt?.toISOString() ?? null,
      can_open: items.every((item) => item.done || !item.required),
      items,
      payments_test_mode: testMode,
      test_payments_confirmed: row.testPaymentsConfirmedAt !== null,
      ...(message ? { message } : {}),
    };
  }

  /** Opens the shop, or refuses in words naming every required item still to do. */
  async open(by: StaffActor): Promise<SetupChecklist> {
    const current = await this.checklist();
    if (current.open) throw new ConflictError(M.alreadyOpen);
    const missing = current.items.filter((item) => item.required && !item.done);
    if (missing.length > 0) {
      throw new RuleViolationError(
        M.cannotOpen(missing.map((item) => item.title)),
        Object.fromEntries(missing.map((item) => [item.key, [item.detail]])),
      );
    }
    await this.site.setOpen(true, by);
    return this.checklist(M.opened);
  }

  /** Closes the shop for now: the storefront says "coming soon" again and checkout takes no order. */
  async close(by: StaffActor): Promise<SetupChecklist> {
    if ((await this.shop.findShop())?.openedAt === null) throw new ConflictError(M.alreadyClosed);
    await this.site.setOpen(false, by);
    return this.checklist(M.closed);
  }

  async confirmTestPayments(confirmed: boolean, by: StaffActor): Promise<SetupChecklist> {
    await this.site.setTestPaymentsConfirmed(confirmed, by);
    return this.checklist(confirmed ? M.testPaymentsConfirmed : M.testPaymentsWithdrawn);
  }

  /**
   * Sends a test e-mail to the staff member who asked (their own mailbox, where they will look for it) through the
   * shop's mailer, and records the time only when the mail server took it. A refusal answers its reason in words.
   */
  async sendTestEmail(
    member: { name: string; email: string },
    by: StaffActor,
  ): Promise<{ sent: true; checklist: SetupChecklist } | { sent: false; message: string }> {
    const { name } = await this.site.site();
    const outcome = await this.mail.sendNow({
      kind: 'setup-test-email',
      to: { email: member.email },
      ...setupTestMessage(member.name, { name, url: this.shopUrl }),
      // A row per try: each test is its own message, kept in the outbox like any other.
      dedupeKey: `setup-test-email:${member.email}:${Date.now()}`,
    });
    if (!outcome.sent) return { sent: false, message: M.testEmailRefused(outcome.reason) };
    await this.site.recordTestEmail(member.email, by);
    return { sent: true, checklist: await this.checklist(M.testEmailSent(member.email)) };
  }
}

function seller(row: Parameters<typeof sellerOf>[0]): Finding {
  const missing = missingSellerDetails(sellerOf(row));
  return missing.length === 0
    ? { done: true, detail: M.sellerDone }
    : { done: false, detail: M.sellerMissing(missing) };
}

/** The contact e-mail, main phone and WhatsApp number: given, and each as the settings form's own rule accepts it. */
function contact(row: { contactEmail: string; phonePrimary: string; whatsappNumber: string }): Finding {
  const rules = shopSettingsBody.shape;
  const gaps = [
    rules.contact_email.safeParse(row.contactEmail).success ? '' : M.contactEmail,
    rules.phone_primary.safeParse(row.phonePrimary).success ? '' : M.contactPhone,
    row.whatsappNumber !== '' && rules.whatsapp_number.safeParse(row.whatsappNumber).success
      ? ''
      : M.contactWhatsapp,
  ].filter(Boolean);
  return gaps.length === 0
    ? { done: true, detail: M.contactDone }
    : { done: false, detail: M.contactMissing(gaps) };
}

/** Every page the shop has a place for, in both languages; a page never written is still to review in both. */
function pageReviews(
  rows: readonly { slug: string; englishReviewedAt: Date | null; malayalamReviewedAt: Date | null }[],
): Finding {
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const english: PageSlug[] = [];
  const malayalam: PageSlug[] = [];
  for (const slug of PAGE_SLUGS) {
    const row = bySlug.get(slug);
    if (!row?.englishReviewedAt) english.push(slug);
    if (!row?.malayalamReviewedAt) malayalam.push(slug);
  }
  return english.length + malayalam.length === 0
    ? { done: true, detail: M.pagesDone }
    : { done: false, detail: M.pagesMissing(english, malayalam) };
}

function backup(at: Date | null, now = Date.now()): Finding {
  if (!at) return { done: false, detail: M.backupNone };
  const when = setupMoment(at);
  return now - at.getTime() <= SETUP_BACKUP_HOURS * 60 * 60 * 1000
    ? { done: true, detail: M.backupDone(when) }
    : { done: false, detail: M.backupOld(when) };
}
