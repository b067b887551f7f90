/**
 * npm run rotate-key -w @taxprep/server
 * Re-encrypts every secret under NEW_ENCRYPTION_KEY. The current key is ENCRYPTION_KEY, or
 * DATA_DIR/secret.key when that is unset (that file then receives the new key). Stop the server first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { FieldCipher, loadOrCreateKey, parseKey } from './lib/crypto';
import { rotateKey } from './services/rotate-key';

async function main() {
  const config = loadConfig();
  const next = process.env.NEW_ENCRYPTION_KEY;
  if (!next) throw new ConfigError('Set NEW_ENCRYPTION_KEY (64 hex characters or base64 of 32 bytes).');
  const keyFile = path.join(config.dataDir, 'secret.key');
  if (!config.encryptionKey && !fs.existsSync(keyFile)) {
    throw new ConfigError(`No current key: set ENCRYPTION_KEY or keep ${keyFile}.`);
  }
  const from = new FieldCipher(loadOrCreateKey(config.encryptionKey, config.dataDir));
  const to = new FieldCipher(parseKey(next));
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    const n = await rotateKey(database.db, from, to);
    if (!config.encryptionKey) fs.writeFileSync(keyFile, parseKey(next).toString('hex'), { mode: 0o600 });
    console.log(
      `Re-encrypted the secrets of ${n.returns} returns and ${n.items} documents.` +
        (config.encryptionKey
          ? '\nNow start the server with ENCRYPTION_KEY set to the new key.'
          : `\nThe new key is in ${keyFile}.`),
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
