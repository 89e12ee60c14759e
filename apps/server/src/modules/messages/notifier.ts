import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../shared/private-files.js';
import type { OutboxRow } from './repository.js';

/** One message as the worker hands it over. */
export type OutgoingMessage = Pick<
  OutboxRow,
  'id' | 'kind' | 'recipient' | 'subject' | 'html' | 'text' | 'dedupeKey'
>;

/**
 * A way of delivering outbox messages. E-mail today (SMTP, or .eml files in the demo); a WhatsApp Business API
 * sender could be another, chosen per message kind, without touching the outbox or the flows that write to it.
 * `send` resolves once the message is handed over, and throws when it was not.
 */
export interface Notifier {
  readonly transport: 'smtp' | 'files';
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/** The same Message-ID on every try of one outbox row, so a receiver can tell a repeat from a new message. */
export function messageId(message: OutgoingMessage, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${message.id}@${domain}>`;
}

function mailOf(message: OutgoingMessage, from: string) {
  return {
    from,
    to: message.recipient,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: messageId(message, from),
    headers: { 'X-Outbox-Id': String(message.id) },
  };
}

/** E-mail over SMTP (SMTP_URL): each try has a deadline well inside the worker's claim on the message. */
export class SmtpNotifier implements Notifier {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    const options = new URL(url);
    // Deadlines well inside the worker's claim on a message (nodemailer reads them from the address too).
    for (const [name, ms] of [
      ['connectionTimeout', 15_000],
      ['greetingTimeout', 15_000],
      ['socketTimeout', 30_000],
    ] as const) {
      if (!options.searchParams.has(name)) options.searchParams.set(name, String(ms));
    }
    this.transporter = nodemailer.createTransport(options.toString());
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transporter.sendMail(mailOf(message, this.from));
  }

  close(): void {
    this.transporter.close();
  }
}

/**
 * The demo's post box: without SMTP_URL each message is kept as `<id>-<kind>.eml` in a folder (DATA_DIR/mail), which
 * any mail program opens. Written to a temporary name and renamed, so a file is complete or absent, and a second
 * try of the same message writes the same file again rather than another one.
 */
export class FileNotifier implements Notifier {
  readonly transport = 'files' as const;
  private readonly builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const built = (await this.builder.sendMail(mailOf(message, this.from))) as { message: Buffer };
    // These files are the demo's mailbox: a newcomer opens the reset or invitation mail here and clicks its link, so
    // the file keeps the link, as a real recipient's mailbox would, though the outbox row loses it once sent (issue
    // 33). Owner-only (0700/0600) for that reason; DATA_DIR/mail is outside the uploads folder, so no backup holds them.
    await mkdir(this.dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const file = path.join(this.dir, `${message.id}-${message.kind}.eml`);
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, built.message, { mode: PRIVATE_FILE_MODE });
    await rename(partial, file);
  }

  close(): void {}
}
