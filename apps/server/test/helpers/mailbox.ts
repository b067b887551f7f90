import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
  text: string;
}

/** Decodes quoted-printable soft breaks and escapes, enough to read our plain-text mails. */
function decodeBody(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  if (!/Content-Transfer-Encoding:\s*quoted-printable/i.test(raw)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startMailbox() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeBody(raw) });
        waiters.splice(0).forEach((w) => w());
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  async function waitFor(to: string, predicate: (m: ReceivedMail) => boolean = () => true, ms = 5000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()) && predicate(m));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${ms} ms`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    waitFor,
    async codeFor(email: string) {
      const m = await waitFor(email, (x) => /verification code is \d{7}/.test(x.text));
      return /verification code is (\d{7})/.exec(m.text)![1]!;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
