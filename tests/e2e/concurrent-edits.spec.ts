import { expect, test, type Browser, type Page } from '@playwright/test';
import { csrfHeaders, logIn } from './log-in';

// Two editors change the same dashboard: the second save, based on the copy its page opened,
// is refused and the page says the dashboard was changed by someone else; Cancel keeps the
// edits, Overwrite saves them over the other editor's.

const run = Date.now() % 100_000;
const TITLE = `Two editors ${run}`;

const LAYOUT = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['HEADER-a'], parents: ['ROOT_ID'] },
  'HEADER-a': { id: 'HEADER-a', type: 'HEADER', children: [], parents: ['ROOT_ID', 'GRID_ID'], meta: { text: 'Overview', headerSize: 'LARGE_HEADER', background: 'BACKGROUND_TRANSPARENT' } },
};

async function editor(browser: Browser, dashboardId: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page);
  await page.goto(`/superset/dashboard/${dashboardId}/?edit=true`);
  await expect(page.getByTestId('dashboard-save')).toBeVisible();
  return page;
}

async function retitleHeader(page: Page, text: string): Promise<void> {
  const headerText = page.locator('[data-layout-type="HEADER"]').getByRole('textbox', { name: 'Header text' });
  await headerText.fill(text);
  await headerText.press('Enter');
}

async function storedHeader(page: Page, dashboardId: number): Promise<string> {
  const response = await page.request.get(`/api/v1/dashboard/${dashboardId}`);
  const layout = JSON.parse(((await response.json()) as { result: { position_json: string } }).result.position_json) as Record<string, { meta?: { text?: string } }>;
  return layout['HEADER-a']?.meta?.text ?? '';
}

test('a save based on an older copy asks before overwriting the other editor’s changes', async ({ browser }) => {
  const setup = await (await browser.newContext()).newPage();
  await logIn(setup);
  const created = await setup.request.post('/api/v1/dashboard/', {
    headers: await csrfHeaders(setup.request),
    data: { dashboard_title: TITLE, position_json: JSON.stringify(LAYOUT) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const dashboardId = ((await created.json()) as { id: number }).id;

  const first = await editor(browser, dashboardId);
  const second = await editor(browser, dashboardId);

  // The second editor saves first.
  await retitleHeader(second, 'Their figures');
  await second.getByTestId('dashboard-save').click();
  await expect(second.getByText('This dashboard was saved successfully.')).toBeVisible();
  expect(await storedHeader(setup, dashboardId)).toBe('Their figures');

  // The first editor's page still holds the copy it opened.
  await retitleHeader(first, 'My figures');
  await first.getByTestId('dashboard-save').click();
  const conflict = first.getByRole('dialog', { name: 'The dashboard was changed by someone else' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('button', { name: 'Overwrite' })).toBeVisible();
  // The dialog has faded in.
  await expect(first.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await first.screenshot({ path: 'test-results/screens/concurrent-edits-conflict.png' });
  expect(await storedHeader(setup, dashboardId)).toBe('Their figures');

  // Cancel: nothing saved, the edits stay on the page.
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflict).toBeHidden();
  await expect(first.locator('[data-layout-type="HEADER"]').getByRole('textbox', { name: 'Header text' })).toHaveValue('My figures');
  expect(await storedHeader(setup, dashboardId)).toBe('Their figures');

  // Save again, then Overwrite: the first editor's layout replaces the other.
  await first.getByTestId('dashboard-save').click();
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Overwrite' }).click();
  await expect(first.getByText('This dashboard was saved successfully.')).toBeVisible();
  await expect(conflict).toBeHidden();
  expect(await storedHeader(setup, dashboardId)).toBe('My figures');
  await first.screenshot({ path: 'test-results/screens/concurrent-edits-overwritten.png' });

  // The version the overwrite answered is the page's now: its next save goes through at once.
  await first.getByTestId('dashboard-edit').click();
  await retitleHeader(first, 'My figures, again');
  await first.getByTestId('dashboard-save').click();
  await expect(first.getByText('This dashboard was saved successfully.').last()).toBeVisible();
  await expect(conflict).toBeHidden();
  await expect.poll(() => storedHeader(setup, dashboardId)).toBe('My figures, again');
});
