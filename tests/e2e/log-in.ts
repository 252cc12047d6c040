import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/** Logs in through the real login page, as a person would, and waits for the landing page. */
export async function logIn(page: Page, user = E2E_ADMIN): Promise<void> {
  await page.goto('/login/');
  await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/superset\/welcome\/$/);
}

/** Headers for a changing API call made with the page's session: its CSRF token. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/v1/security/csrf_token/');
  expect(response.ok()).toBe(true);
  return { 'X-CSRFToken': ((await response.json()) as { result: string }).result };
}
