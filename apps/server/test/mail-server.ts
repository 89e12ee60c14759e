/**
 * A real SMTP server on loopback for the tests (smtp-server), keeping what arrives, parsed (mailparser). It can
 * refuse the next tries with a temporary error (4xx), or hold a message's data until told, to stop a sender mid-send.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MailServer {
  url: string;
  received: ParsedMail[];
  /** The next `count` messages are refused with 451 at the end of their data. */
  refuseNext(count: number): void;
  /** Messages' data are held (never accepted) until `release`; `onHeld` hears each one as it arrives. */
  hold(onHeld?: () => void): void;
  release(): void;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, ms?: number): Promise<ParsedMail[]>;
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  let holding: { onHeld: (() => void) | undefined } | undefined;
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          holding.onHeld?.();
          // Never answered while held: the sender is stopped before the server says the message is taken.
          held.push(() => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
          return;
        }
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    hold(onHeld) {
      holding = { onHeld };
    },
    release() {
      holding = undefined;
      for (const answer of held.splice(0)) answer();
    },
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    to(address) {
      return received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(address));
    },
    close() {
      for (const answer of held.splice(0)) answer();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
