// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardChart, DashboardInfo } from './dashboard-types';
import { useDashboardDocument } from './use-dashboard-document';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const UNDO_WARNING = 'You have used all 10 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.';

const POSITIONS = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['HEADER-a', 'ROW-a'] },
  'HEADER-a': { id: 'HEADER-a', type: 'HEADER', children: [], meta: { text: 'Overview', headerSize: 'LARGE_HEADER', background: 'BACKGROUND_TRANSPARENT' } },
  'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-1'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, width: 6, height: 40 } },
};

const INFO: DashboardInfo = {
  id: 5,
  slug: null,
  dashboard_title: 'Births',
  published: true,
  css: '',
  json_metadata: '{}',
  position_json: JSON.stringify(POSITIONS),
  certified_by: null,
  certification_details: null,
  owners: [{ id: 7, first_name: 'Ada', last_name: 'Lovelace' }],
  roles: [],
};
const CHARTS: DashboardChart[] = [{ id: 1, slice_name: 'Total births', form_data: { slice_id: 1, viz_type: 'big_number_total' } }];

type Document = ReturnType<typeof useDashboardDocument>;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

/** Mounts the hook as the dashboard page does; answers a getter of its latest result. */
async function mountDocument(): Promise<() => Document> {
  let latest: Document | undefined;
  function Harness() {
    latest = useDashboardDocument(INFO, CHARTS);
    return null;
  }
  root = createRoot(document.createElement('div'));
  await act(async () => root!.render(<Harness />));
  return () => latest!;
}

/** One layout edit, as a person makes it (a separate event each time). */
async function renameHeader(current: () => Document, text: string) {
  await act(async () => current().dispatchLayout({ type: 'UPDATE_COMPONENT_META', id: 'HEADER-a', meta: { text } }));
}

describe('useDashboardDocument', () => {
  it('gives the undo-slot warning on the 10th layout edit, once, and counts each edit as one undo step', async () => {
    const current = await mountDocument();
    const warnings: (string | null)[] = [];
    for (let n = 1; n <= 12; n += 1) {
      await renameHeader(current, `Heading ${n}`);
      warnings.push(current().history.warning);
      expect(current().history.past).toHaveLength(Math.min(n, 11));
    }
    expect(warnings.map((warning, index) => (warning ? index + 1 : null)).filter(Boolean)).toEqual([10]);
    expect(warnings[9]).toBe(UNDO_WARNING);
    expect(current().unsaved).toBe(true);
  });

  it('starts counting again after the layout is saved', async () => {
    const current = await mountDocument();
    for (let n = 1; n <= 10; n += 1) await renameHeader(current, `Heading ${n}`);
    const { layout, metadata, properties } = current();
    await act(async () => current().markSaved({ layout, metadata, properties }));
    expect(current().unsaved).toBe(false);
    for (let n = 11; n <= 19; n += 1) await renameHeader(current, `Heading ${n}`);
    expect(current().history.warning).toBeNull();
    await renameHeader(current, 'Heading 20');
    expect(current().history.warning).toBe(UNDO_WARNING);
  });

  it('is saved again once all 10 edits are undone', async () => {
    const current = await mountDocument();
    for (let n = 1; n <= 10; n += 1) await renameHeader(current, `Heading ${n}`);
    for (let n = 1; n <= 10; n += 1) await act(async () => current().undo());
    expect(current().layout['HEADER-a']!.meta.text).toBe('Overview');
    expect(current().unsaved).toBe(false);
  });
});
