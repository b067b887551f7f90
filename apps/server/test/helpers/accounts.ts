import { ensureAdmin } from '../../src/services/accounts';
import type { TestApp } from './app';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  role?: 'user' | 'agent';
  [k: string]: unknown;
}

let n = 0;
export function account(over: Partial<NewAccount> = {}): NewAccount {
  n += 1;
  const id = `${process.pid}x${n}`;
  return {
    username: `user${id}`,
    email: `user${id}@example.com`,
    password: 'secret123',
    role: 'user',
    ...over,
  };
}

/** Registers through the API, reads the code from the real SMTP server, verifies and signs in. */
export async function signUp(t: TestApp, a: NewAccount) {
  const reg = await t.app.inject({ method: 'POST', url: '/api/register', payload: a });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const code = await t.mailbox.codeFor(a.email);
  const v = await t.app.inject({
    method: 'POST',
    url: '/api/pending/verify-code',
    payload: { email: a.email, code },
  });
  if (v.statusCode !== 200) throw new Error(`verify failed: ${v.body}`);
  return signIn(t, a.username, a.password);
}

export async function signIn(t: TestApp, username: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const body = res.json<{ token: string; user: { id: number; username: string; role: string } }>();
  return { ...body, auth: { authorization: `Bearer ${body.token}` } };
}

export const ROOT = { username: 'root', email: 'root@example.com', password: 'rootpass1' };

/** Creates the administrator as the server's start does (when none exists yet) and signs in as them. */
export async function signInAdmin(t: TestApp, admin: typeof ROOT = ROOT) {
  await ensureAdmin(t.db.db, admin, () => 'unused');
  return signIn(t, admin.username, admin.password);
}
