import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(block: string): { headers: Map<string, string>; body: string } {
  const at = block.search(/\r?\n\r?\n/);
  const head = at < 0 ? block : block.slice(0, at);
  const body = at < 0 ? '' : block.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Just enough MIME for nodemailer's text + html mails: the two alternative parts and the subject. */
export function parseMail(raw: string, to: string[]): CaughtMail {
  const { headers, body } = splitHeaders(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const blocks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const block of blocks) {
    const part = splitHeaders(block.replace(/^\r?\n/, ''));
    const type = (part.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    parts[type] = decodeBody(part.headers, part.body);
  }
  return {
    to,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    raw,
  };
}

/** A real SMTP server in the test process, receiving what the app's sender delivers. */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          this.mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Mails to one address, oldest first. */
  to(address: string): CaughtMail[] {
    return this.mails.filter((mail) => mail.to.includes(address));
  }

  last(address: string): CaughtMail {
    const mails = this.to(address);
    const mail = mails[mails.length - 1];
    if (!mail) throw new Error(`no mail to ${address}`);
    return mail;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The web link a mail carries (its code and e-mail as query parameters). */
export function linkIn(mail: CaughtMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
