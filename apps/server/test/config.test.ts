import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, embedded database, outbox mail', () => {
    const c = loadConfig({ INIT_CWD: '/srv/app' });
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('/srv/app', 'data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.appUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp://'],
    [{ APP_URL: 'localhost' }, 'APP_URL'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL must be an email address'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
  ])('stops with a message naming the bad value: %o', (env, text) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });
});
