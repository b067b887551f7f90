import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Opened first: the embedded database starts on its own thread while the rest of the server loads
  // (the compiled server loads each part on its import() below).
  const opening = openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  opening.catch(() => undefined); // awaited below; a failure is reported there
  const [
    { buildApp },
    { createMailer },
    { ensureAdmin },
    { FieldCipher, loadOrCreateKey },
    { default: pino },
  ] = await Promise.all([
    import('./app'),
    import('./services/mailer'),
    import('./services/accounts'),
    import('./lib/crypto'),
    import('pino'),
  ]);
  const database = await opening;
  const logger = { level: config.logLevel };
  const bootLog = pino(logger);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: bootLog,
  });
  const admin = await ensureAdmin(database.db, config.admin, () => randomBytes(12).toString('base64url'));
  if (admin.generatedPassword) {
    // Shown once: the password is stored only as a hash.
    console.log(
      `\nCreated the administrator account.\n  username: ${config.admin.username}\n  password: ${admin.generatedPassword}\nChange it after signing in; it will not be shown again.\n`,
    );
  }
  const cipher = new FieldCipher(loadOrCreateKey(config.encryptionKey, config.dataDir));
  if (process.env.NODE_ENV === 'production' && !config.encryptionKey) {
    // Whoever copies the data folder (a backup, a snapshot) would get the key with the data.
    bootLog.warn(
      `The encryption key is the file ${path.join(config.dataDir, 'secret.key')}, inside DATA_DIR beside the data it protects. Set ENCRYPTION_KEY from a secret store instead (README: "Encryption key").`,
    );
  }
  const app = await buildApp({ config, db: database.db, mailer, cipher, logger });
  const close = async () => {
    await app.close();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `TaxPrep is running at ${config.appUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
