// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { editConflictText } from '../../components/EditConflictDialog';
import { byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer } from '../../components/list-view/test-support/fake-api-server';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { DashboardPage } from './DashboardPage';
import { forgetDashboardVersions } from './model/dashboard-version';

/**
 * The dashboard save when someone else saved first: the save names the version the page read
 * (`last_modified_time` in the metadata, as Superset's save sends it); a 409 opens the
 * "changed by someone else" dialog, whose Overwrite saves again naming no version (through the
 * diff confirmation when CONFIRM_DASHBOARD_DIFF is on) and whose Cancel keeps the edits unsaved.
 */

const OWNER = testUser({ Alpha: [['can_read', 'Dashboard'], ['can_write', 'Dashboard'], ['can_explore', 'Superset']] });
const CHANGED_ON = '2026-03-01T10:00:07.250Z';
const SECONDS = Math.floor(Date.parse(CHANGED_ON) / 1000);
const CONFLICT = 'This dashboard was changed by someone else after you opened it. Reload it to see their changes, or save again to overwrite them.';

const POSITIONS = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['HEADER-a'] },
  'HEADER-a': { id: 'HEADER-a', type: 'HEADER', children: [], meta: { text: 'Overview', headerSize: 'LARGE_HEADER', background: 'BACKGROUND_TRANSPARENT' } },
};

const stored = (css: string) => ({
  id: 5,
  slug: 'births',
  dashboard_title: 'Births',
  published: true,
  css,
  json_metadata: JSON.stringify({ color_scheme: null }),
  position_json: JSON.stringify(POSITIONS),
  certified_by: null,
  certification_details: null,
  owners: [{ id: 7, first_name: 'Ada', last_name: 'Lovelace' }],
  roles: [],
  changed_on: CHANGED_ON,
  changed_on_delta_humanized: 'an hour ago',
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
let storedCss = '';

beforeEach(() => {
  forgetDashboardVersions();
  storedCss = '';
  server = createFakeApiServer({
    'GET /api/v1/dashboard/:idOrSlug': () => ({ id: 5, result: stored(storedCss) }),
    'GET /api/v1/dashboard/:idOrSlug/charts': () => ({ result: [] }),
    'GET /api/v1/dashboard/favorite_status/': () => ({ result: [{ id: 5, value: false }] }),
    // Someone else saved after the page opened: a save naming the page's version is refused.
    'PUT /api/v1/dashboard/:pk': (request) => {
      const body = request.body as Record<string, unknown>;
      const metadata = typeof body['json_metadata'] === 'string' ? (JSON.parse(body['json_metadata']) as Record<string, unknown>) : {};
      if (metadata['last_modified_time'] !== undefined || body['last_modified_time'] !== undefined) return json(409, { message: CONFLICT });
      return { id: 5, result: request.body, last_modified_time: SECONDS + 5 };
    },
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function editAndSave(featureFlags: Record<string, boolean> = {}) {
  const bootstrap = testBootstrap(OWNER);
  rendered = await renderApp(null, {
    bootstrap: { ...bootstrap, common: { ...bootstrap.common, feature_flags: { ...bootstrap.common.feature_flags, ...featureFlags } } },
    path: '/superset/dashboard/births/?edit=true',
    routes: [{ path: ROUTE_PATHS.dashboard, element: <DashboardPage /> }],
  });
  const { container, waitFor } = rendered;
  await waitFor(() => container.querySelector('[aria-label="Dashboard components"]'));
  const headerInput = byRole(container, 'textbox', 'Header text') as HTMLInputElement;
  await typeText(headerInput, 'Key figures');
  await act(async () => {
    headerInput.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    headerInput.blur();
  });
  await click(container.querySelector('[data-testid="dashboard-save"]')!);
  await rendered.settle();
  return container;
}

const dialog = () => document.querySelector<HTMLElement>('[data-testid="edit-conflict-dialog"]');
const puts = () => server.calls('PUT', '/api/v1/dashboard/5').map((call) => JSON.parse((call.body as { json_metadata: string }).json_metadata) as Record<string, unknown>);
const putBodies = () => server.calls('PUT', '/api/v1/dashboard/5').map((call) => call.body as Record<string, unknown>);
const toasts = () => selectToasts(rendered!.store.getState()).map((toast) => toast.text);

describe('dashboard save after someone else saved', () => {
  it('names the version it read, and on 409 says the dashboard was changed by someone else', async () => {
    await editAndSave();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!['last_modified_time']).toBe(SECONDS);
    expect(dialog()?.textContent).toContain(editConflictText('dashboard').title);
    expect(toasts()).not.toContain('This dashboard was saved successfully.');
  });

  it('overwrites on Overwrite: saves again naming no version, and leaves edit mode', async () => {
    const container = await editAndSave();
    await click(byRole(dialog()!, 'button', 'Overwrite'));
    await rendered!.settle();
    expect(puts()).toHaveLength(2);
    expect(puts()[1]!).not.toHaveProperty('last_modified_time');
    expect((puts()[1]!['positions'] as Record<string, { meta: { text?: string } }>)['HEADER-a']!.meta.text).toBe('Key figures');
    expect(toasts()).toContain('This dashboard was saved successfully.');
    await rendered!.waitFor(() => (dialog() === null ? true : null));
    expect(container.querySelector('[data-testid="dashboard-edit"]')).not.toBeNull();
  });

  it('keeps the edits unsaved on Cancel', async () => {
    const container = await editAndSave();
    await click(byRole(dialog()!, 'button', 'Cancel'));
    await rendered!.settle();
    await rendered!.waitFor(() => (dialog() === null ? true : null));
    expect(puts()).toHaveLength(1);
    expect(container.textContent).toContain('Unsaved changes');
    expect((byRole(container, 'textbox', 'Header text') as HTMLInputElement).value).toBe('Key figures');
  });

  it('with CONFIRM_DASHBOARD_DIFF on, Overwrite first shows what it would replace of the stored dashboard', async () => {
    await editAndSave({ CONFIRM_DASHBOARD_DIFF: true });
    expect(puts()).toHaveLength(1);
    // Meanwhile the other editor's CSS is stored: the overwrite would replace it.
    storedCss = '.theirs { color: red; }';
    await click(byRole(dialog()!, 'button', 'Overwrite'));
    await rendered!.settle();
    const diff = [...document.querySelectorAll('[role="dialog"]')].find((element) => element.textContent?.includes('Confirm overwrite'));
    expect(diff?.textContent).toContain('.theirs { color: red; }');
    expect(puts()).toHaveLength(1);
    await click(byRole(diff as HTMLElement, 'button', 'Yes, overwrite changes'));
    await rendered!.settle();
    expect(puts()).toHaveLength(2);
    expect(puts()[1]!).not.toHaveProperty('last_modified_time');
    expect(toasts()).toContain('This dashboard was saved successfully.');
  });
});

/** Opens the dashboard (not in edit mode) and the header menu's `item`. */
async function openFromMenu(item: 'Edit CSS' | 'Edit properties') {
  rendered = await renderApp(null, { bootstrap: testBootstrap(OWNER), path: '/superset/dashboard/births/', routes: [{ path: ROUTE_PATHS.dashboard, element: <DashboardPage /> }] });
  const { container, waitFor } = rendered;
  await waitFor(() => container.querySelector('[aria-label="Dashboard actions"]'));
  await click(container.querySelector('[aria-label="Dashboard actions"]')!);
  await click([...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((element) => element.textContent === item)!);
  // The properties form loads when first opened.
  const title = item === 'Edit CSS' ? 'Edit CSS' : 'Dashboard properties';
  return waitFor(() => [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((element) => element.textContent?.includes(title)) ?? null);
}

describe('properties and CSS saves after someone else saved', () => {
  it('a CSS save names the version it read; on 409 Overwrite sends the CSS again naming no version', async () => {
    const cssDialog = await openFromMenu('Edit CSS');
    await typeText(byRole(cssDialog, 'textbox', 'CSS') as HTMLTextAreaElement, '.mine { color: blue; }');
    await click(byRole(cssDialog, 'button', 'Save'));
    await rendered!.settle();
    expect(putBodies()).toEqual([{ css: '.mine { color: blue; }', last_modified_time: SECONDS }]);
    expect(dialog()?.textContent).toContain(editConflictText('dashboard').title);
    expect(toasts().some((text) => text.includes('changed by someone else'))).toBe(false);
    await click(byRole(dialog()!, 'button', 'Overwrite'));
    await rendered!.settle();
    expect(putBodies()[1]).toEqual({ css: '.mine { color: blue; }' });
    expect(toasts()).toContain('The dashboard has been saved');
    await rendered!.waitFor(() => (dialog() === null && !document.body.textContent?.includes('Styles apply to this dashboard') ? true : null));
  });

  it('a CSS save cancelled at the conflict keeps the CSS dialog open with what was typed, and saves nothing', async () => {
    const cssDialog = await openFromMenu('Edit CSS');
    await typeText(byRole(cssDialog, 'textbox', 'CSS') as HTMLTextAreaElement, '.mine { color: blue; }');
    await click(byRole(cssDialog, 'button', 'Save'));
    await rendered!.settle();
    await click(byRole(dialog()!, 'button', 'Cancel'));
    await rendered!.settle();
    await rendered!.waitFor(() => (dialog() === null ? true : null));
    expect(putBodies()).toHaveLength(1);
    expect(toasts()).toEqual([]);
    expect((byRole(cssDialog, 'textbox', 'CSS') as HTMLTextAreaElement).value).toBe('.mine { color: blue; }');
  });

  it('a properties save names the version it read; on 409 Overwrite saves them naming no version and closes the dialog', async () => {
    const properties = await openFromMenu('Edit properties');
    await typeText(byRole(properties, 'textbox', 'Name') as HTMLInputElement, 'Births, renamed');
    await click(byRole(properties, 'button', 'Save'));
    await rendered!.settle();
    expect(putBodies()).toHaveLength(1);
    expect(putBodies()[0]).toMatchObject({ dashboard_title: 'Births, renamed', last_modified_time: SECONDS });
    expect(dialog()?.textContent).toContain(editConflictText('dashboard').title);
    await click(byRole(dialog()!, 'button', 'Overwrite'));
    await rendered!.settle();
    expect(putBodies()).toHaveLength(2);
    expect(putBodies()[1]).toMatchObject({ dashboard_title: 'Births, renamed' });
    expect(putBodies()[1]).not.toHaveProperty('last_modified_time');
    expect(JSON.parse(putBodies()[1]!['json_metadata'] as string)).not.toHaveProperty('last_modified_time');
    expect(toasts()).toContain('The dashboard has been saved');
    await rendered!.waitFor(() => (document.body.textContent?.includes('Dashboard properties') ? null : true));
  });
});

describe('filter bar settings saved after someone else saved', () => {
  it('puts the one changed key over their metadata, read afresh, under their version', { timeout: 120_000 }, async () => {
    // The stored dashboard: after the page opened, someone else saved a colour scheme (a later version).
    let current = { seconds: SECONDS, metadata: { color_scheme: null as string | null, cross_filters_enabled: true } };
    server.on('GET /api/v1/dashboard/:idOrSlug', () => ({
      id: 5,
      result: { ...stored(''), json_metadata: JSON.stringify(current.metadata), changed_on: new Date(current.seconds * 1000).toISOString() },
    }));
    server.on('PUT /api/v1/dashboard/:pk', (request) => {
      const body = request.body as { json_metadata: string; last_modified_time?: number };
      if (body.last_modified_time !== current.seconds) return json(409, { message: CONFLICT });
      current = { seconds: current.seconds + 1, metadata: JSON.parse(body.json_metadata) as typeof current.metadata };
      return { id: 5, result: request.body, last_modified_time: current.seconds };
    });
    rendered = await renderApp(null, { bootstrap: testBootstrap(OWNER), path: '/superset/dashboard/births/', routes: [{ path: ROUTE_PATHS.dashboard, element: <DashboardPage /> }] });
    const settings = await rendered.waitFor(() => rendered!.container.querySelector<HTMLElement>('[data-testid="filter-bar-settings"]'));
    current = { seconds: SECONDS + 60, metadata: { color_scheme: 'theirs', cross_filters_enabled: true } };

    await click(settings);
    await click(byRole(document.body, 'menuitemcheckbox', 'Enable cross-filtering'));
    await rendered.settle();
    await rendered.waitFor(() => (server.calls('PUT', '/api/v1/dashboard/5').length === 2 ? true : null));
    const [first, second] = putBodies();
    expect(first!['last_modified_time']).toBe(SECONDS);
    expect(second!['last_modified_time']).toBe(SECONDS + 60);
    // Their colour scheme stays; the page's change is made.
    expect(current.metadata).toMatchObject({ color_scheme: 'theirs', cross_filters_enabled: false });
    expect(toasts().filter((text) => text.includes('changed by someone else'))).toEqual([]);
  });
});
