import type { TestApp } from './app';
import { account, signUp } from './accounts';

export type Auth = { authorization: string };

export async function filer(t: TestApp) {
  return signUp(t, account());
}

export async function preparer(t: TestApp) {
  return signUp(t, account({ role: 'agent', ptin: '12345678', phone: '555 123 4567', self_employed: true }));
}

export async function newReturn(t: TestApp, auth: Auth, body?: object): Promise<number> {
  const r = await t.app.inject({ method: 'POST', url: '/api/form1040', headers: auth, payload: body ?? {} });
  if (r.statusCode !== 201) throw new Error(`create failed: ${r.body}`);
  return r.json<{ id: number }>().id;
}

export function call(t: TestApp, auth: Auth | Record<string, string>) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: auth }),
    put: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'PUT', url, headers: { ...auth, ...headers }, payload: payload as object }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: auth, payload: payload as object }),
    del: (url: string) => t.app.inject({ method: 'DELETE', url, headers: auth }),
  };
}

export const PERSONAL = {
  first_name: 'Jane',
  last_name: 'Doe',
  ssn: '123-45-6789',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
  presidential_fund: false,
};
