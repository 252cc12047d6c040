import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/** Logs in through the real login page, as a person would, and waits for the landing page. */
export async function logIn(page: Page, user = E2E_ADMIN): Promise<void> {
  await page.goto('/login/');
  await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/superset\/welcome\/$/);
}
