import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createMailer } from '../src/services/mailer';

describe('the outbox without a mail server', () => {
  it('writes each message readable by the server’s user alone (0600, folder 0700)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const outboxDir = path.join(dataDir, 'outbox');
    // A folder left by an older version, open to everyone.
    fs.mkdirSync(outboxDir, { mode: 0o755 });
    fs.chmodSync(outboxDir, 0o755);
    // A permissive umask must not widen the files either.
    const umask = process.umask(0);
    try {
      const mailer = createMailer({
        from: 'TaxPrep <no-reply@example.com>',
        outboxDir,
        log: pino({ level: 'silent' }),
      });
      await mailer.send({ to: 'jane@example.com', subject: 'Reset', text: 'link: /reset-password/abc' });
      await mailer.send({ to: 'joe@example.com', subject: 'Code', text: 'Your code is 1234567' });
      mailer.close();
      const files = fs.readdirSync(outboxDir);
      expect(files).toHaveLength(2);
      for (const f of files) {
        expect(fs.statSync(path.join(outboxDir, f)).mode & 0o777).toBe(0o600);
        expect(fs.readFileSync(path.join(outboxDir, f), 'utf8')).toMatch(/reset-password\/abc|1234567/);
      }
      expect(fs.statSync(outboxDir).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(umask);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
