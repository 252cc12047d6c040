import { expect, test, type Page } from '@playwright/test';
import { csrfHeaders, logIn } from './log-in';

test.beforeEach(async ({ page }) => logIn(page));

/** 100,000 rows × 3 columns, about 3 MB of Arrow: long enough to watch arrive on a slow link. */
const SQL = "SELECT i, 'row ' || i AS label, i * 0.5 AS half FROM range(100000) t(i)";
/** The link's download speed while the rows arrive: a few seconds for the whole result. */
const BYTES_PER_SECOND = 512 * 1024;

const editor = (page: Page) => page.getByTestId('sql-editor');
const results = (page: Page) => page.getByRole('grid', { name: 'Query results' });

/** The examples connection, once first-start setup has registered it. */
async function examplesDatabase(page: Page): Promise<{ id: number; allow_run_async: boolean }> {
  let examples: { id: number; database_name: string; allow_run_async: boolean } | undefined;
  await expect
    .poll(
      async () => {
        const listed = await page.request.get('/api/v1/database/?q=(page_size:100)');
        examples = listed.ok() ? ((await listed.json()) as { result: NonNullable<typeof examples>[] }).result.find((database) => database.database_name === 'examples') : undefined;
        return examples !== undefined;
      },
      { timeout: 60_000, message: 'the examples database is registered' },
    )
    .toBe(true);
  return examples!;
}

async function setRunAsync(page: Page, id: number, allowRunAsync: boolean): Promise<void> {
  const response = await page.request.put(`/api/v1/database/${id}`, { headers: await csrfHeaders(page.request), data: { allow_run_async: allowRunAsync } });
  expect(response.status(), await response.text()).toBe(200);
}

/** SQL Lab on the examples with the 100,000-row limit and {@link SQL} in the editor. */
async function prepareEditor(page: Page): Promise<void> {
  await page.goto('/sqllab/');
  await expect(page.getByLabel('Loading SQL Lab')).toHaveCount(0);
  await expect(editor(page).locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Database' }).click();
  await page.getByRole('option', { name: 'examples', exact: true }).click();
  await page.getByRole('button', { name: /^Limit:/ }).click();
  await page.getByRole('menuitem', { name: '100,000' }).click();
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(SQL);
  await page.keyboard.press('Escape');
}

/** Slows the page's downloads to {@link BYTES_PER_SECOND}, as a remote user's link would. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: BYTES_PER_SECOND, uploadThroughput: -1 });
}

/**
 * Runs the editor's SQL and waits for the first rows in the grid; answers how many rows the grid
 * held when they first showed (all 100,000 when nothing painted until the last byte).
 */
async function runUntilFirstRows(page: Page): Promise<number> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Enter');
  // The tab's previous rows go when the run starts; the next rows in the grid are the run's.
  await expect(results(page)).toHaveCount(0);
  await expect(results(page).getByRole('gridcell').first()).toBeVisible({ timeout: 30_000 });
  // aria-rowcount counts the header row too.
  return Number(await results(page).getAttribute('aria-rowcount')) - 1;
}

test('a synchronous run paints its first rows while the rest streams in, with a running count and Stop', async ({ page }) => {
  test.setTimeout(120_000);
  const examples = await examplesDatabase(page);
  await setRunAsync(page, examples.id, false);
  try {
    await prepareEditor(page);
    await throttle(page);
    const firstRows = await runUntilFirstRows(page);
    expect(firstRows).toBeGreaterThan(0);
    expect(firstRows).toBeLessThan(100_000);
    // Mid-stream: the rows so far, the count growing, Stop offered.
    await expect(page.getByText(/· [\d,]+ rows so far/)).toBeVisible();
    // The toolbar's Stop and the results' own, next to the count.
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(2);
    await expect(results(page).getByRole('gridcell').first()).toHaveText('0');
    await page.screenshot({ path: 'test-results/screens/sqllab-stream-mid.png' });
    const soFar = Number((await page.getByText(/· [\d,]+ rows so far/).innerText()).replace(/.*· ([\d,]+) rows so far.*/s, '$1').replace(/,/g, ''));
    expect(soFar).toBeGreaterThan(0);
    expect(soFar).toBeLessThan(100_000);
    await expect(page.getByText('100,000 rows', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/rows so far/)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/sqllab-stream-done.png' });
  } finally {
    await setRunAsync(page, examples.id, examples.allow_run_async);
  }
});

test('an async run paints its first stored rows while the rest of the result downloads', async ({ page }) => {
  test.setTimeout(120_000);
  const examples = await examplesDatabase(page);
  await setRunAsync(page, examples.id, true);
  try {
    await prepareEditor(page);
    await throttle(page);
    const firstRows = await runUntilFirstRows(page);
    expect(firstRows).toBeGreaterThan(0);
    expect(firstRows).toBeLessThan(100_000);
    await expect(results(page).getByRole('gridcell').first()).toHaveText('0');
    await expect(page.getByText(/· [\d,]+ rows so far/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Fetching results' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/sqllab-results-download-mid.png' });
    await expect(page.getByText('100,000 rows', { exact: true })).toBeVisible({ timeout: 60_000 });
  } finally {
    await setRunAsync(page, examples.id, examples.allow_run_async);
  }
});
