import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, DATA_DIR } from '../playwright.config';

/** A name no earlier test used, so tests never collide on the shared database. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Quoted-printable mail bodies wrap long lines with '=' and escape '=' as '=3D'. */
function decode(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest mail to `email` whose text matches `pattern`, waiting for it to arrive. */
export async function readMail(email: string, pattern: RegExp): Promise<RegExpMatchArray> {
  const outbox = path.join(DATA_DIR, 'outbox');
  let match: RegExpMatchArray | null = null;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outbox)) return false;
        // File names start with an ISO timestamp, so a reverse sort puts the newest first.
        const files = fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const text = decode(fs.readFileSync(path.join(outbox, file), 'utf8'));
          if (!new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) continue;
          match = text.match(pattern);
          if (match) return true;
        }
        return false;
      },
      { message: `mail to ${email} matching ${pattern}`, timeout: 15_000 },
    )
    .toBe(true);
  return match!;
}

export async function readVerificationCode(email: string): Promise<string> {
  const [, code] = await readMail(email, /Your verification code is (\d{7})/);
  return code!;
}

export interface Account {
  username: string;
  email: string;
  password: string;
}

export function newAccount(prefix = 'user'): Account {
  const username = unique(prefix);
  return { username, email: `${username}@example.com`, password: 'Secret-pass-123' };
}

/** Fills the registration form's common fields (the role is chosen by the caller first). */
export async function fillAccountFields(page: Page, account: Account): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/agree to the terms/i).check();
}

/** Enters the mailed code in the verification modal and waits for the sign-in page. */
export async function verifyFromOutbox(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(await readVerificationCode(email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function registerUser(page: Page, account: Account): Promise<void> {
  await page.goto('/register');
  await fillAccountFields(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  await verifyFromOutbox(page, account.email);
}

/** Fails on serious or critical WCAG 2.1 A/AA findings; minor and moderate ones are tolerated. */
export async function expectNoSeriousViolations(page: Page) {
  // A dialog fading in or out is half transparent: its colours would be judged mid-transition.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/**
 * An administrator approves a newly registered Tax Preparer through the documented API
 * (README, "Approving preparers"), with its own request context so no browser session changes.
 */
export async function approvePreparer(request: APIRequestContext, username: string): Promise<void> {
  const login = await request.post('/api/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as {
    id: number;
    username: string;
    pending_approval: boolean;
  }[];
  const agent = users.find((u) => u.username === username);
  expect(agent?.pending_approval).toBe(true);
  const ok = await request.put(`/api/admin/user-status/${agent!.id}`, { headers, data: { is_active: true } });
  expect(ok.ok()).toBe(true);
}

/** The seeded administrator's bearer headers, from its own request context. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** An administrator promotes a filer to Tax Preparer: an approved agent without a preparer profile. */
export async function promoteToAgent(request: APIRequestContext, username: string): Promise<void> {
  const headers = await adminHeaders(request);
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as {
    id: number;
    username: string;
  }[];
  const user = users.find((u) => u.username === username);
  expect(user).toBeDefined();
  const ok = await request.put(`/api/admin/user-role/${user!.id}`, { headers, data: { role: 'agent' } });
  expect(ok.ok(), await ok.text()).toBe(true);
}

/** The seeded administrator signed in the browser, with the preparer profile every staff page needs. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const headers = await adminHeaders(page.request);
  const profile = await page.request.post('/api/admin/preparer-profile', {
    headers,
    data: { ptin: '87654321', self_employed: true, phone: '555-010-0200' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A signed-in filer starts a tax file and enters the federal basics through the API (the wizard's own
 * screens are covered by wizard.spec.ts): name and address, single, and one W-2. Returns the file's id.
 */
export async function startReturnWithW2(
  page: Page,
  person: { first_name: string; last_name: string; city: string; state: string; zip_code: string },
  w2: Record<string, string>,
): Promise<string> {
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  const id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;
  const api = page.request;
  for (const [path, body] of [
    [`/api/form1040/${id}/personal`, { ...person, ssn: '123456789', address: '1 Main St' }],
    [`/api/form1040/${id}/filing-status`, { filing_status: 'single' }],
  ] as const) {
    const res = await api.put(path, { data: body });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  }
  const res = await api.post('/api/w2/add', {
    data: { form1040_id: Number(id), employer_ein: '123456789', ...w2 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return id;
}

/** A new filer registers, signs in and starts a return with one W-2 (startReturnWithW2); its id. */
export async function newFilerWithW2(
  page: Page,
  account: Account,
  person: Parameters<typeof startReturnWithW2>[1],
  w2: Record<string, string>,
): Promise<string> {
  await registerUser(page, account);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return startReturnWithW2(page, person, w2);
}

/** Registers an account through the API (code read from the outbox), for tests about other screens. */
export async function registerByApi(
  request: APIRequestContext,
  account: Account,
  extra: object = {},
): Promise<void> {
  const reg = await request.post('/api/register', { data: { ...account, role: 'user', ...extra } });
  expect(reg.status(), await reg.text()).toBe(201);
  const code = await readVerificationCode(account.email);
  const ok = await request.post('/api/pending/verify-code', { data: { email: account.email, code } });
  expect(ok.ok()).toBe(true);
}

/** Picks a CSV file through the "CSV file" chooser, as a user would. */
export async function uploadCsv(page: Page, name: string, lines: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'CSV file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
}

/** A W-2 of 52,000 wages with 5,000 withheld for SSN 400-01-2345 (add form1040_id to post it). */
export const W2_52000 = {
  employer_name: 'Acme Corp',
  employer_ein: '12-3456789',
  employee_ssn: '400012345',
  wages: '52000',
  federal_income_tax: '5000',
  social_security_wages: '52000',
  social_security_tax: '3224',
  medicare_wages: '52000',
  medicare_tax: '754',
};

/** Types an amount into a money box and leaves it, so the box formats it as the user sees it. */
export async function fillMoney(page: Page, label: string | RegExp, value: string): Promise<void> {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(value);
  await box.blur();
}
