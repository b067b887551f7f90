import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const PREFIX = 'enc:v1:';

/** AES-256-GCM for the few values that must be unreadable at rest: SSNs, ITINs, bank numbers, IP PINs. */
export class FieldCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  }

  encrypt(plain: string | null | undefined): string | null {
    if (plain === null || plain === undefined || plain === '') return null;
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.key, iv);
    const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return `${PREFIX}${iv.toString('base64')}:${c.getAuthTag().toString('base64')}:${ct.toString('base64')}`;
  }

  decrypt(stored: string | null | undefined): string | null {
    if (stored === null || stored === undefined || stored === '') return null;
    if (!stored.startsWith(PREFIX)) return stored;
    const [iv, tag, ct] = stored.slice(PREFIX.length).split(':');
    const d = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv!, 'base64'));
    d.setAuthTag(Buffer.from(tag!, 'base64'));
    return Buffer.concat([d.update(Buffer.from(ct!, 'base64')), d.final()]).toString('utf8');
  }
}

export function parseKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

/** The configured key, or one generated once into DATA_DIR/secret.key (readable by the owner only). */
export function loadOrCreateKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return parseKey(configured);
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return parseKey(fs.readFileSync(file, 'utf8'));
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

/** "123456789" → "***-**-6789". */
export function maskSsn(ssn: string | null | undefined): string | null {
  if (!ssn) return null;
  return `***-**-${ssn.slice(-4)}`;
}
export function maskTail(v: string | null | undefined): string | null {
  if (!v) return null;
  return `${'*'.repeat(Math.max(0, v.length - 4))}${v.slice(-4)}`;
}
