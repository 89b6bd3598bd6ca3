import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  from: string;
  text: string;
  html: string;
  /** The Reply-To header, '' when absent. */
  replyTo: string;
  /** The List-Unsubscribe header, '' when absent. */
  listUnsubscribe: string;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /** Resolves with the first mail (already received or still to come) that matches. */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') {
    // Each =XX is one byte of UTF-8: a letter beyond ASCII takes two or more.
    const latin1 = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(latin1, 'latin1').toString('utf8');
  }
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function splitHead(part: string): [string, string] {
  const at = part.search(/\r?\n\r?\n/);
  if (at < 0) return [part, ''];
  return [part.slice(0, at), part.slice(at).replace(/^\r?\n\r?\n/, '')];
}

/** A header's RFC 2047 encoded words (a subject beyond ASCII), decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** Just enough MIME for the mails nodemailer builds: the text/plain and text/html bodies. */
function parseMail(raw: string, to: string[]): CapturedMail {
  const [head] = splitHead(raw);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1) : [raw];
  const body = (type: string) => {
    for (const part of parts) {
      const [headers, content] = splitHead(part.replace(/^\r?\n/, ''));
      if (new RegExp(`content-type:\\s*${type}`, 'i').test(headers))
        return decodeBody(headers, content);
    }
    return '';
  };
  return {
    to,
    subject: decodeWords(header('subject') ?? ''),
    from: header('from') ?? '',
    text: body('text/plain'),
    html: body('text/html'),
    replyTo: header('reply-to') ?? '',
    listUnsubscribe: header('list-unsubscribe') ?? '',
  };
}

/** A real SMTP server on loopback that keeps every message it receives; on a free port unless `port` is given. */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('no matching mail arrived'));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first `${path}?token=…` link in a mail's text. */
export function tokenFromMail(mail: CapturedMail, path: string): string {
  const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return decodeURIComponent(match[1]);
}
