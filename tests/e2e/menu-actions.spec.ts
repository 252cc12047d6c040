import { mkdir, readFile, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { chartHolderNamed, expectRendered, tableFirstColumn } from './dashboard-page';
import { logIn } from './log-in';

// Each menu action of the dashboard chart menu, explore's menu and the dashboard header menu, used
// as a person would on the example dashboard "Births": files are checked by type and content, and
// the PDFs are kept under /tmp/pdf-check/ to be rendered and looked at.

const CHARTS = ['Total births', 'Births by gender over the years', 'Births by state (top 10)', 'Most common names'];
const NAMES = 'Most common names';
const PIE = 'Births by state (top 10)';
const PDF_DIR = '/tmp/pdf-check';

// Pictures and PDFs are drawn in the page: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A mailto: link would hand the page to a mail program: note it and stay.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { mailtoUrls: seen });
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', (event) => {
      const url = (event as Event & { destination: { url: string } }).destination.url;
      if (!url.startsWith('mailto:')) return;
      seen.push(url);
      event.preventDefault();
    });
  });
  await logIn(page);
});

async function openBirths(page: Page) {
  await page.goto('/superset/dashboard/births/');
  await expect(page.getByTestId('dashboard-title')).toHaveText('Births');
  await expectRendered(page, CHARTS);
}

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

/** Opens a dashboard chart's "…" menu. */
async function openChartMenu(page: Page, chart: string) {
  await chartHolderNamed(page, chart).getByRole('button', { name: `Actions of ${chart}` }).click();
  // The pointer may rest on a submenu's item (Drill by) as the menu opens: the chart menu is the first.
  await expect(page.getByRole('menu').first()).toBeVisible();
}

/** Chooses `action` in an open menu, first opening its submenu when it sits in one. */
async function choose(page: Page, action: string, submenu?: string) {
  if (submenu) {
    await menuItem(page, submenu).hover();
    await expect(menuItem(page, submenu)).toHaveAttribute('aria-expanded', 'true');
  }
  await menuItem(page, action).click();
  // The menu closes with its submenu before the action's dialog or download comes.
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** Runs `trigger` and returns the file it makes the browser download. */
async function downloaded(page: Page, trigger: () => Promise<void>): Promise<{ name: string; bytes: Buffer; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), trigger()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path), download };
}

/** A JPEG's pixel size, read from its start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  for (let offset = 2; offset + 9 < bytes.length; ) {
    if (bytes[offset] !== 0xff) throw new Error(`not a JPEG marker at ${offset}`);
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no frame header in the JPEG');
}

/** Checks a downloaded PDF (header, pages, an embedded JPEG) and keeps it as `/tmp/pdf-check/<keep>.pdf`. */
async function checkPdf(file: { name: string; bytes: Buffer }, keep: string): Promise<number> {
  expect(file.name).toMatch(/-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.pdf$/);
  const text = file.bytes.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  const pages = text.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(text).toContain('/DCTDecode');
  expect(text).toMatch(/\/Subtype\s*\/Image/);
  await mkdir(PDF_DIR, { recursive: true });
  await writeFile(`${PDF_DIR}/${keep}.pdf`, file.bytes);
  return pages;
}

/** The clipboard's text, after the page has written it. */
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The mailto: URLs the page has tried to open. */
const mailtoUrls = (page: Page) => page.evaluate(() => (window as unknown as { mailtoUrls: string[] }).mailtoUrls);

/** Shares by email from the open menu and returns the permalink the mail carries. */
async function permalinkByEmail(page: Page, subject: string): Promise<string> {
  const before = (await mailtoUrls(page)).length;
  await choose(page, 'Share permalink by email', 'Share');
  await expect.poll(async () => (await mailtoUrls(page)).length).toBe(before + 1);
  const mail = new URL((await mailtoUrls(page))[before]!);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.searchParams.get('subject')).toBe(subject);
  const link = mail.searchParams.get('body')?.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

/** Rows of a CSV file (no quoted line breaks in these charts). */
const csvRows = (bytes: Buffer) => bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((line) => line.split(','));

test('the dashboard chart menu downloads CSV, Excel, an image and a PDF', async ({ page }) => {
  await openBirths(page);
  const names = await tableFirstColumn(page, NAMES);
  expect(names.length).toBeGreaterThan(3);

  // Export to .CSV: a header row, then the table's rows in its order.
  await openChartMenu(page, NAMES);
  const csv = await downloaded(page, () => choose(page, 'Export to .CSV'));
  expect(csv.name).toMatch(/\.csv$/);
  const rows = csvRows(csv.bytes);
  expect(rows[0]![0]).toBe('name');
  expect(rows[0]).toHaveLength(2);
  expect(rows.slice(1, 1 + names.length).map((row) => row[0])).toEqual(names);
  expect(rows.slice(1).every((row) => Number(row[1]) > 0)).toBe(true);

  // Export to Excel: an .xlsx (a zip) whose first sheet has the same header and first rows.
  await openChartMenu(page, NAMES);
  const xlsx = await downloaded(page, () => choose(page, 'Export to Excel'));
  expect(xlsx.name).toMatch(/\.xlsx$/);
  expect(xlsx.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).text).toBe('name');
  expect(sheet.getRow(1).cellCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).text).toBe(names[0]);
  expect(Number(sheet.getRow(2).getCell(2).value)).toBe(Number(rows[1]![1]));

  // Download as image: a JPEG the size of the chart's box.
  const pie = chartHolderNamed(page, PIE);
  const box = (await pie.boundingBox())!;
  await openChartMenu(page, PIE);
  const image = await downloaded(page, () => choose(page, 'Download as image'));
  expect(image.name).toMatch(/^Births-by-state-top-10-.*\.jpg$/);
  const size = jpegSize(image.bytes);
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  expect(Math.abs(size.width - box.width * ratio)).toBeLessThan(box.width * ratio * 0.1);
  expect(Math.abs(size.height - box.height * ratio)).toBeLessThan(box.height * ratio * 0.1);
  expect(image.bytes.length).toBeGreaterThan(5_000);

  // Download as PDF: one page with the chart's picture.
  await openChartMenu(page, PIE);
  const chartPdf = await downloaded(page, () => choose(page, 'Download as PDF'));
  expect(chartPdf.name).toMatch(/^Births-by-state-top-10-/);
  expect(await checkPdf(chartPdf, 'chart')).toBe(1);

});

test('the dashboard chart menu shows query and table, refreshes, goes full screen, toggles the description and shares', async ({ page }) => {
  await openBirths(page);
  const names = await tableFirstColumn(page, NAMES);
  const pie = chartHolderNamed(page, PIE);
  const box = (await pie.boundingBox())!;

  // View query: the SQL the chart runs.
  await openChartMenu(page, PIE);
  await choose(page, 'View query');
  const queryDialog = page.getByRole('dialog');
  await expect(queryDialog).toContainText(/SELECT/i);
  await expect(queryDialog).toContainText('birth_names');
  await queryDialog.getByRole('button', { name: 'Close' }).click();
  await expect(queryDialog).toBeHidden();

  // View as table: the chart's rows in a grid.
  await openChartMenu(page, NAMES);
  await choose(page, 'View as table');
  const resultsDialog = page.getByRole('dialog');
  await expect(resultsDialog.getByText(names[0]!, { exact: true }).first()).toBeVisible();
  await resultsDialog.getByRole('button', { name: 'Close' }).click();
  await expect(resultsDialog).toBeHidden();

  // Force refresh: the chart asks the server again, bypassing the caches, and draws again.
  const forced: boolean[] = [];
  await page.route('**/api/v1/chart/data?**', async (route) => {
    forced.push(route.request().postDataJSON()?.force === true);
    await route.continue();
  });
  await openChartMenu(page, PIE);
  await choose(page, 'Force refresh');
  await expect.poll(() => forced).toEqual([true]);
  await expectRendered(page, [PIE]);
  await page.unroute('**/api/v1/chart/data?**');

  // View as full screen: the chart alone, large, in a dialog.
  await openChartMenu(page, PIE);
  await choose(page, 'View as full screen');
  const fullSize = page.getByTestId('full-size-chart');
  await expect(fullSize).toHaveAttribute('data-chart-status', 'rendered', { timeout: 30_000 });
  expect((await fullSize.boundingBox())!.width).toBeGreaterThan(box.width * 1.5);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(fullSize).toBeHidden();

  // Show, then hide the chart's description.
  const description = pie.getByText('The ten states with the most births.', { exact: false });
  await expect(description).toBeHidden();
  await openChartMenu(page, PIE);
  await choose(page, 'Show chart description');
  await expect(description).toBeVisible();
  await openChartMenu(page, PIE);
  await choose(page, 'Hide chart description');
  await expect(description).toBeHidden();

  // Share › Copy permalink: the clipboard holds a link that opens the dashboard on the same chart.
  await openChartMenu(page, PIE);
  await choose(page, 'Copy permalink to clipboard', 'Share');
  await expect(page.getByText(/Copied to clipboard!/)).toBeVisible();
  const permalink = await clipboardText(page);
  expect(permalink).toMatch(/^https?:\/\/[^/]+\/superset\/dashboard\/p\/[^/]+\/?$/);

  // Share › Share permalink by email: a mailto: whose body carries a permalink of the chart.
  await openChartMenu(page, PIE);
  const mailed = await permalinkByEmail(page, PIE);
  expect(mailed).toMatch(/\/superset\/dashboard\/p\//);

  await page.goto(permalink);
  await expect(page.getByTestId('dashboard-title')).toHaveText('Births');
  await expectRendered(page, [PIE]);
  await expect(chartHolderNamed(page, PIE)).toBeInViewport();
});

test("the dashboard header's Download and Share items", async ({ page }) => {
  await openBirths(page);
  const header = page.getByRole('button', { name: 'Dashboard actions' });

  await header.click();
  const image = await downloaded(page, () => choose(page, 'Download as image'));
  expect(image.name).toMatch(/^Births-.*\.jpg$/);
  const size = jpegSize(image.bytes);
  const grid = (await page.locator('.dashboard-content').boundingBox())!;
  expect(size.width).toBeGreaterThan(grid.width * 0.9);
  expect(size.height).toBeGreaterThan(400);

  await header.click();
  const pdf = await downloaded(page, () => choose(page, 'Download as PDF'));
  expect(pdf.name).toMatch(/^Births-/);
  // Wide as it is here, the dashboard fits one page, turned to suit its shape.
  expect(size.height / size.width).toBeLessThan(1.3);
  expect(await checkPdf(pdf, 'dashboard')).toBe(1);

  await header.click();
  await choose(page, 'Copy permalink to clipboard', 'Share');
  await expect(page.getByText(/Copied to clipboard!/)).toBeVisible();
  const permalink = await clipboardText(page);
  expect(permalink).toMatch(/\/superset\/dashboard\/p\//);

  await header.click();
  const mailed = await permalinkByEmail(page, 'Births');
  expect(mailed).toMatch(/\/superset\/dashboard\/p\//);

  // The Share submenu is reached from the keyboard too, and Escape closes it before the menu.
  await header.click();
  await menuItem(page, 'Share').focus();
  await page.keyboard.press('ArrowRight');
  await expect(menuItem(page, 'Copy permalink to clipboard')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuItem(page, 'Copy permalink to clipboard')).toBeHidden();
  await expect(menuItem(page, 'Share')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.goto(permalink);
  await expect(page.getByTestId('dashboard-title')).toHaveText('Births');
  await expectRendered(page, CHARTS);
});

test("explore's menu downloads JSON, CSV, Excel and a PDF", async ({ page }) => {
  await openBirths(page);
  await openChartMenu(page, PIE);
  await choose(page, 'Edit chart');
  await expect(page).toHaveURL(/\/explore\/\?.*slice_id=\d+/);
  const area = page.getByTestId('chart-area');
  await expect(area).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
  await expect(page.getByTestId('explore-title')).toHaveText(PIE);
  const menu = page.getByRole('button', { name: 'More actions' });

  // Export to .JSON: the chart data response, its rows the ten states.
  await menu.click();
  const json = await downloaded(page, () => choose(page, 'Export to .JSON'));
  expect(json.name).toMatch(/\.json$/);
  const body = JSON.parse(json.bytes.toString('utf8')) as { result: Array<{ data: Array<Record<string, unknown>>; colnames: string[] }> };
  expect(body.result[0]!.colnames).toContain('state');
  expect(body.result[0]!.data).toHaveLength(10);

  await menu.click();
  const csv = csvRows((await downloaded(page, () => choose(page, 'Export to .CSV'))).bytes);
  expect(csv[0]![0]).toBe('state');
  expect(csv.slice(1).map((row) => row[0]).sort()).toEqual(body.result[0]!.data.map((row) => String(row['state'])).sort());

  await menu.click();
  const xlsx = await downloaded(page, () => choose(page, 'Export to Excel'));
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets[0]!.getRow(1).getCell(1).text).toBe('state');
  expect(workbook.worksheets[0]!.rowCount).toBe(11);

  await menu.click();
  const pdf = await downloaded(page, () => choose(page, 'Download as PDF'));
  expect(await checkPdf(pdf, 'explore-chart')).toBe(1);

});

test("explore's menu shows query and results, and shares a permalink that reopens the chart", async ({ page }) => {
  const charts = (await (await page.request.get('/api/v1/dashboard/births/charts')).json()) as { result: Array<{ id: number; slice_name: string }> };
  const pieId = charts.result.find((chart) => chart.slice_name === PIE)!.id;
  await page.goto(`/explore/?slice_id=${pieId}`);
  const area = page.getByTestId('chart-area');
  await expect(area).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
  const menu = page.getByRole('button', { name: 'More actions' });

  // View query opens the SQL; View results opens the data pane's grid.
  await menu.click();
  await choose(page, 'View query');
  await expect(page.getByRole('dialog')).toContainText(/SELECT/i);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await menu.click();
  await choose(page, 'View results');
  await expect(page.getByRole('grid', { name: 'Results' })).toBeVisible();

  // Share › Copy permalink, then open it: the same chart.
  await menu.click();
  await choose(page, 'Copy permalink to clipboard', 'Share');
  await expect(page.getByText(/Copied to clipboard!/)).toBeVisible();
  const permalink = await clipboardText(page);
  expect(permalink).toMatch(/\/explore\/p\/[^/]+\/?$/);
  await menu.click();
  expect(await permalinkByEmail(page, PIE)).toMatch(/\/explore\/p\/[^/]+\/?$/);

  await page.goto(permalink);
  await expect(area).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
  await expect(page.getByTestId('explore-title')).toHaveText(PIE);
  await expect(area.locator('[data-part="slice"]')).toHaveCount(10);
});
