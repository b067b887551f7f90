import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  approvePreparer,
  expectNoSeriousViolations,
  newAccount,
  signIn,
  signInAsAdmin,
  registerByApi,
} from './support';

test("a preparer's look at a filer's return shows in the admin's audit log, its CSV and the filer's details page", async ({
  page,
  browser,
}) => {
  // The filer and their return.
  const filer = newAccount('filer');
  await registerByApi(page.request, filer);
  const filerContext = await browser.newContext();
  const filerPage = await filerContext.newPage();
  await signIn(filerPage, filer.username, filer.password);
  await expect(filerPage).toHaveURL(/\/dashboard$/);
  const created = await filerPage.request.post('/api/form1040', { data: {} });
  expect(created.status(), await created.text()).toBe(201);
  const returnId = ((await created.json()) as { id: number }).id;

  // An approved preparer opens it.
  const agent = newAccount('agent');
  await registerByApi(page.request, agent, {
    role: 'agent',
    ptin: '12345678',
    self_employed: true,
    phone: '555-010-0400',
  });
  await approvePreparer(page.request, agent.username);
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, agent.username, agent.password);
  await expect(agentPage).toHaveURL(/\/dashboard$/);
  await agentPage.goto(`/my-forms/${returnId}`);
  await expect(agentPage.getByRole('heading', { name: 'Totals' })).toBeVisible();
  await agentContext.close();

  // The administrator finds it by return and exports it.
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Return ID' }).fill(String(returnId));
  await page.getByRole('textbox', { name: 'User' }).fill(agent.username);
  const row = page.getByRole('row').filter({ hasText: 'Viewed the return' }).first();
  await expect(row).toContainText(agent.username);
  await expect(row).toContainText('Tax Preparer');
  await expect(row).toContainText(filer.username);
  await expect(row.getByRole('link', { name: `#${returnId}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: filer.username }).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('"Time","Actor","Role","Action","Target","Return","Owner","Detail"');
  expect(
    lines
      .slice(1)
      .some((l) =>
        l.includes(
          `"${agent.username}","Tax Preparer","Viewed the return","Return #${returnId}","${returnId}","${filer.username}"`,
        ),
      ),
  ).toBe(true);

  // The filer sees who opened their return on its details page.
  await filerPage.goto(`/my-forms/${returnId}`);
  const section = filerPage.getByRole('region', { name: 'Who accessed this return' });
  const access = section.getByRole('row').filter({ hasText: agent.username }).first();
  await expect(access).toContainText('Preparer');
  await expect(access).toContainText('Viewed the return');
  await expectNoSeriousViolations(filerPage);
  await filerContext.close();
});
