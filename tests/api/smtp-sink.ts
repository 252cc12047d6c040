import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** One mail the sink accepted: the parsed message plus the SMTP envelope (where Bcc recipients show). */
export interface SinkMail {
  mail: ParsedMail;
  /** MAIL FROM of the envelope. */
  from: string | null;
  /** Every RCPT TO of the envelope: To, Cc and Bcc addresses alike. */
  rcptTo: string[];
  /** The user the client logged in as, or null when it did not log in. */
  user: string | null;
  /** The raw message as received. */
  raw: Buffer;
}

/** A rejection the sink answers the next mails with (after DATA), e.g. `{ count: 2, code: 451, message: 'Try later' }`. */
export interface SinkRejection {
  count: number;
  code: number;
  message: string;
}

export interface SmtpSink {
  host: string;
  port: number;
  /** Every mail accepted so far, oldest first. */
  readonly mails: readonly SinkMail[];
  /** How many messages were offered (accepted or rejected) since the sink started or was cleared. */
  readonly attempts: number;
  /** Resolves with the first mail (already received or still to come) matching `predicate`; rejects after `timeoutMs`. */
  waitForMail(predicate?: (mail: SinkMail) => boolean, timeoutMs?: number): Promise<SinkMail>;
  /** Answers the next `count` messages with `code message` instead of accepting them. */
  rejectNext(rejection: SinkRejection): void;
  /** Forgets the mails received so far and resets `attempts`. */
  clear(): void;
  close(): Promise<void>;
}

interface Waiter {
  predicate: (mail: SinkMail) => boolean;
  resolve: (mail: SinkMail) => void;
}

/**
 * A real SMTP server (smtp-server) on a random port of 127.0.0.1, without TLS and with optional
 * authentication, that parses each accepted mail with mailparser (cid links kept as they are, so
 * a test can check that every inline image resolves to a part of the mail).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  const waiters = new Set<Waiter>();
  let rejection: SinkRejection | null = null;
  let attempts = 0;

  const accept = (received: SinkMail) => {
    mails.push(received);
    for (const waiter of [...waiters]) {
      if (!waiter.predicate(received)) continue;
      waiters.delete(waiter);
      waiter.resolve(received);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    // Without TLS, a client may only log in when the server allows it over a plain connection.
    allowInsecureAuth: true,
    hideSTARTTLS: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Pooled clients keep idle connections open; do not hold a test's teardown for them.
    closeTimeout: 1000,
    // Any credentials are fine: the sink checks what is sent, not who sends it.
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        attempts += 1;
        if (rejection && rejection.count > 0) {
          const { code, message } = rejection;
          rejection = rejection.count > 1 ? { ...rejection, count: rejection.count - 1 } : null;
          callback(Object.assign(new Error(message), { responseCode: code }));
          return;
        }
        const raw = Buffer.concat(chunks);
        const envelope = session.envelope;
        const from = envelope.mailFrom === false ? null : envelope.mailFrom.address;
        simpleParser(raw, { keepCidLinks: true }).then(
          (mail) => {
            const user = typeof session.user === 'string' ? session.user : null;
            accept({ mail, from, rcptTo: envelope.rcptTo.map((a: SMTPServerAddress) => a.address), user, raw });
            callback(null, 'Message accepted by the sink');
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    get mails() {
      return mails;
    },
    get attempts() {
      return attempts;
    },
    waitForMail(predicate = () => true, timeoutMs = 10_000) {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<SinkMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} mail(s) received)`));
        }, timeoutMs);
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        waiters.add(waiter);
      });
    },
    rejectNext(next) {
      rejection = next.count > 0 ? { ...next } : null;
    },
    clear() {
      mails.length = 0;
      attempts = 0;
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The addresses of a parsed To/Cc header (mailparser gives one object or a list of them). */
export function addressesOf(field: ParsedMail['to']): string[] {
  if (!field) return [];
  const objects = Array.isArray(field) ? field : [field];
  return objects.flatMap((o) => o.value.map((a) => a.address ?? '')).filter((a) => a !== '');
}
