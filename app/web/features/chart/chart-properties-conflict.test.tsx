// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editConflictText } from '../../components/EditConflictDialog';
import { byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer } from '../../components/list-view/test-support/fake-api-server';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { ChartPropertiesDialog } from './ChartPropertiesDialog';

/**
 * "Edit chart properties" when someone else saved the chart after the dialog read it: the save
 * names the version read (`changed_on`), a 409 opens the "changed by someone else" dialog, whose
 * Overwrite saves again naming no version and whose Cancel keeps the dialog with what was typed.
 */

const CHANGED_ON = '2026-03-01T10:00:07.250Z';
const CONFLICT = 'This chart was changed by someone else after you opened it. Reload it to see their changes, or save again to overwrite them.';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
const saved = vi.fn();
const closed = vi.fn();

beforeEach(() => {
  saved.mockReset();
  closed.mockReset();
  server = createFakeApiServer({
    'GET /api/v1/chart/:pk': () => ({
      id: 3,
      result: { id: 3, slice_name: 'Genders', description: null, cache_timeout: null, certified_by: null, certification_details: null, owners: [], changed_on: CHANGED_ON },
    }),
    'GET /api/v1/chart/related/owners': () => ({ count: 0, result: [] }),
    'PUT /api/v1/chart/:pk': (request) => ((request.body as { changed_on?: string }).changed_on !== undefined ? json(409, { message: CONFLICT }) : { id: 3, result: request.body }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

const conflictDialog = () => [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((element) => element.textContent?.includes(editConflictText('chart').title)) ?? null;
const puts = () => server.calls('PUT', '/api/v1/chart/3').map((call) => call.body as Record<string, unknown>);

async function renameAndSave() {
  rendered = await renderApp(<ChartPropertiesDialog chartId={3} onClose={closed} onSaved={saved} />, { bootstrap: testBootstrap(testUser({ Alpha: [['can_write', 'Chart']] })) });
  const properties = await rendered.waitFor(() => document.querySelector<HTMLElement>('[data-testid="chart-properties-dialog"] input'));
  await typeText(byRole(document.body, 'textbox', /Name/) as HTMLInputElement, 'Genders, renamed');
  await click(byRole(document.body, 'button', 'Save'));
  await rendered.settle();
  return properties;
}

describe('chart properties saved after someone else saved the chart', () => {
  it('names the version it read, and on 409 asks before overwriting', async () => {
    await renameAndSave();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({ slice_name: 'Genders, renamed', changed_on: CHANGED_ON });
    expect(conflictDialog()).not.toBeNull();
    expect(saved).not.toHaveBeenCalled();
  });

  it('overwrites on Overwrite: the same changes naming no version, then closes', async () => {
    await renameAndSave();
    await click(byRole(conflictDialog()!, 'button', 'Overwrite'));
    await rendered!.settle();
    expect(puts()).toHaveLength(2);
    expect(puts()[1]).toMatchObject({ slice_name: 'Genders, renamed' });
    expect(puts()[1]).not.toHaveProperty('changed_on');
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ slice_name: 'Genders, renamed' }));
    expect(closed).toHaveBeenCalled();
  });

  it('keeps the dialog and what was typed on Cancel, saving nothing', async () => {
    await renameAndSave();
    await click(byRole(conflictDialog()!, 'button', 'Cancel'));
    await rendered!.settle();
    await rendered!.waitFor(() => (conflictDialog() === null ? true : null));
    expect(puts()).toHaveLength(1);
    expect(closed).not.toHaveBeenCalled();
    expect((byRole(document.body, 'textbox', /Name/) as HTMLInputElement).value).toBe('Genders, renamed');
  });
});
