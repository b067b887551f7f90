import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'DATABASE_URL must start with postgres:// or postgresql://',
  }),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'SMTP_URL must start with smtp:// or smtps://',
  }),
  MAIL_FROM: z.string().trim().min(3).default('TaxPrep <no-reply@taxprep.local>'),
  APP_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), {
    message: 'APP_URL must be an http:// or https:// address',
  }),
  ADMIN_USERNAME: z.string().trim().min(3, 'ADMIN_USERNAME must be at least 3 characters').default('admin'),
  ADMIN_EMAIL: z.string().trim().email('ADMIN_EMAIL must be an email address').default('admin@taxprep.local'),
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 8, {
    message: 'ADMIN_PASSWORD must be at least 8 characters',
  }),
  ENCRYPTION_KEY: optionalText.refine(
    (v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32,
    { message: 'ENCRYPTION_KEY must be 32 bytes: 64 hex characters or base64' },
  ),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1, 'RATE_LIMIT_MAX must be at least 1').default(10),
  AGENT_APPROVAL: z.enum(['on', 'off'], { message: 'AGENT_APPROVAL must be on or off' }).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  admin: { username: string; email: string; password: string | undefined };
  /** AES-256 key for SSNs and bank numbers; generated into DATA_DIR when unset. */
  encryptionKey: string | undefined;
  /** Requests a minute, per client address, to each sign-in and account-recovery call. */
  rateLimitMax: number;
  logLevel: string;
  /** New Tax Preparer accounts wait for an administrator's approval (AGENT_APPROVAL=off: they do not). */
  agentApproval: boolean;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; relative paths mean the folder the user typed in.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    admin: { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    encryptionKey: e.ENCRYPTION_KEY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    logLevel: e.LOG_LEVEL,
    agentApproval: e.AGENT_APPROVAL === 'on',
  };
}
