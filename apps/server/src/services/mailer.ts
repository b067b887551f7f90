import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

type Nodemailer = typeof import('nodemailer');

/**
 * The transport `make` creates, made on the first message: nodemailer is loaded only then, not on
 * every start (a tenth of a second).
 */
function lazyTransport(make: (nodemailer: Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | null = null;
  return {
    get: () => (transport ??= import('nodemailer').then((m) => make(m.default))),
    close: () => void transport?.then((t) => t.close()),
  };
}

/**
 * Real SMTP when a URL is configured; otherwise each message becomes an .eml file in
 * DATA_DIR/outbox, so a newcomer without a mail server can still read a verification code.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(opts.smtpUrl));
    return {
      async send(mail) {
        await (await transport.get()).sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: transport.close,
    };
  }
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  let seq = 0;
  return {
    async send(mail) {
      const info = await (await transport.get()).sendMail({ from: opts.from, ...mail });
      // Messages carry reset links and verification codes: readable by the server's user alone.
      await fs.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      // A folder made by an older version kept the default mode.
      await fs.chmod(opts.outboxDir, 0o700);
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${String(seq++).padStart(4, '0')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      opts.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
    close: transport.close,
  };
}
