import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

test('an anonymous visitor is sent to the login page, logs in, and lands on the page they asked for', async ({ page }) => {
  await page.goto('/dashboard/list/');
  await expect(page).toHaveURL(/\/login\/\?next=%2Fdashboard%2Flist%2F/);
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login.png', fullPage: true });

  await page.getByRole('textbox', { name: 'Username' }).fill(E2E_ADMIN.username);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Invalid login. Please try again.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard\/list\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible();
  const nav = page.getByRole('navigation');
  for (const label of ['Dashboards', 'Charts', 'SQL', 'Datasets', 'Databases']) {
    await expect(nav.getByText(label, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/screens/dashboard-list.png', fullPage: true });
});

test('the session survives navigation and logout ends it', async ({ page }) => {
  await page.goto('/login/');
  await page.getByRole('textbox', { name: 'Username' }).fill(E2E_ADMIN.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/superset\/welcome\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/home.png', fullPage: true });

  const me = await page.request.get('/api/v1/me/');
  expect(me.status()).toBe(200);
  expect((await me.json()).result.username).toBe(E2E_ADMIN.username);

  await page.goto('/logout/');
  await expect(page).toHaveURL(/\/login\/$/);
  expect((await page.request.get('/api/v1/me/')).status()).toBe(401);
});
