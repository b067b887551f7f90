import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, signIn, signInAsAdmin, registerByApi } from './support';

/** The seeded administrator needs a preparer profile before any staff page opens. */
async function openUsersAsAdmin(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
}

test('an administrator approves a pending preparer, who then sees every return', async ({
  page,
  browser,
}) => {
  const agent = newAccount('agent');
  await registerByApi(page.request, agent, {
    role: 'agent',
    ptin: '12345678',
    self_employed: true,
    phone: '555-010-0300',
  });

  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, agent.username, agent.password);
  await expect(agentPage.getByText(/waiting for an administrator's approval/)).toBeVisible();

  await openUsersAsAdmin(page);
  // Waiting preparers are listed first, whatever the sort.
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(agent.username);
  await expect(firstRow).toContainText('Pending approval');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: `Approve ${agent.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve preparer' });
  await expect(dialog).toContainText(`Approve ${agent.username} as a Tax Preparer?`);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User status updated.' }).first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: agent.username });
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Demote ${agent.username}` })).toBeVisible();

  await agentPage.getByRole('button', { name: 'Check again' }).click();
  await expect(agentPage.getByRole('heading', { name: 'All Filed Tax Returns' })).toBeVisible();
  await agentContext.close();
});

test('an administrator deactivates a user, whose session ends', async ({ page, browser }) => {
  const filer = newAccount('filer');
  await registerByApi(page.request, filer);
  const filerContext = await browser.newContext();
  const filerPage = await filerContext.newPage();
  await signIn(filerPage, filer.username, filer.password);
  await expect(filerPage).toHaveURL(/\/dashboard$/);

  await openUsersAsAdmin(page);
  await page.getByRole('textbox', { name: 'Search users' }).fill(filer.username);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: filer.username });
  await row.getByRole('button', { name: `Deactivate ${filer.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate user' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User status updated.' }).first()).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `Activate ${filer.username}` })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The filer's next request finds the session gone and lands on the sign-in page.
  await filerPage.goto('/my-forms');
  await expect(filerPage).toHaveURL(/\/login/);
  await filerContext.close();

  // Administrators' rows carry no actions.
  await page.getByRole('textbox', { name: 'Search users' }).fill('admin');
  const adminRow = page.getByRole('row').filter({ hasText: 'Administrator' }).first();
  await expect(adminRow).toBeVisible();
  await expect(adminRow.getByRole('button')).toHaveCount(0);
});
