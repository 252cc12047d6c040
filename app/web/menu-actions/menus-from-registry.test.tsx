// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartMenuHost, ChartMenuInfo, PermissionPair } from '@core/plugin-api/index.js';
import { ExploreHeader } from '../features/explore/ExploreHeader';
import { DashboardActionsMenu, type DashboardActions } from '../features/dashboard/header/DashboardActionsMenu';
import { DashboardChartsContext, type DashboardChartsState } from '../features/dashboard/dashboard-contexts';
import { renderApp } from '../test-support/render-app';
import { testBootstrap, testUser } from '../test-support/test-bootstrap';

const chart = (vizType = 'table'): ChartMenuInfo => ({ id: 3, sliceName: 'Names', vizType, formData: { datasource: '1__table', viz_type: vizType }, behaviors: [], canRun: true });
const chartHost = (): ChartMenuHost => ({ viewQuery: vi.fn(), viewResults: vi.fn(), exportData: vi.fn(async () => undefined), permalink: vi.fn(async () => 'http://x/p/1'), exploreUrl: () => null });

const bootstrapFor = (pairs: PermissionPair[], fullExport = false) => {
  const bootstrap = testBootstrap(testUser({ Viewer: pairs }));
  return { ...bootstrap, common: { ...bootstrap.common, conf: { ...bootstrap.common.conf, ALLOW_FULL_CSV_EXPORT: fullExport } } };
};

const menuLabels = () => [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
const click = async (element: Element | null | undefined) => {
  if (!element) throw new Error('nothing to click');
  await act(async () => (element as HTMLElement).click());
};

const mounted: Array<{ unmount: () => Promise<void> }> = [];
const unmountAll = async () => {
  for (const view of mounted.splice(0)) await view.unmount();
};
afterEach(unmountAll);

async function openExploreMenu(pairs: PermissionPair[], options: { fullExport?: boolean; vizType?: string; host?: ChartMenuHost } = {}) {
  const host = options.host ?? chartHost();
  const view = await renderApp(
    <ExploreHeader title="Names" favorite={null} message={null} lastRun={null} canSave onSave={() => undefined} chart={chart(options.vizType)} menuHost={host} />,
    { bootstrap: bootstrapFor(pairs, options.fullExport) },
  );
  mounted.push(view);
  await click(document.querySelector('[aria-label="More actions"]'));
  return { view, host };
}

describe("explore's menu, drawn from the menu-action registry", () => {
  it('offers exports with can_csv and sharing with can_share_chart', async () => {
    await openExploreMenu([['can_csv', 'Superset'], ['can_share_chart', 'Superset']]);
    expect(menuLabels()).toEqual(['View query', 'View results', 'Export to .CSV', 'Export to Excel', 'Export to .JSON', 'Download as image', 'Download as PDF', 'Share']);
    expect(document.querySelector('[data-submenu="Share"]')?.getAttribute('aria-haspopup')).toBe('menu');
  });

  it('hides CSV, Excel and sharing without their permissions', async () => {
    await openExploreMenu([['can_read', 'Chart']]);
    expect(menuLabels()).toEqual(['View query', 'View results', 'Export to .JSON', 'Download as image', 'Download as PDF']);
  });

  it('offers full exports only under ALLOW_FULL_CSV_EXPORT', async () => {
    await openExploreMenu([['can_csv', 'Superset']], { fullExport: true });
    expect(menuLabels()).toEqual(['View query', 'View results', 'Export to .CSV', 'Export to full .CSV', 'Export to Excel', 'Export to full Excel', 'Export to .JSON', 'Download as image', 'Download as PDF']);
  });

  it('runs the chosen action through the host', async () => {
    const { view, host } = await openExploreMenu([['can_csv', 'Superset']], { fullExport: true });
    await click(document.querySelector('[data-action="export-full-csv"]'));
    await view.waitFor(() => ((host.exportData as ReturnType<typeof vi.fn>).mock.calls.length > 0 ? true : null));
    expect(host.exportData).toHaveBeenCalledWith({ format: 'csv', full: true });
  });
});

describe("the dashboard header's menu, drawn from the menu-action registry", () => {
  const charts = (canEdit: boolean) =>
    ({ runtime: { dashboardId: 9 }, dataMasks: {}, permissions: { canEdit, canSaveAs: false, canShare: false, canExplore: false, canShareChart: false, canCsv: false } }) as unknown as DashboardChartsState;
  const actions: DashboardActions = {
    fullscreen: false, onRefresh: vi.fn(), onSetRefreshInterval: vi.fn(), onToggleFullscreen: vi.fn(), onEditCss: vi.fn(), onEditProperties: vi.fn(), onDownloadImage: vi.fn(), onDownloadPdf: vi.fn(),
  };

  async function openHeaderMenu(pairs: PermissionPair[], canEdit: boolean, editMode = false) {
    const view = await renderApp(
      <DashboardChartsContext.Provider value={charts(canEdit)}>
        <DashboardActionsMenu actions={actions} title="Sales" editMode={editMode} />
      </DashboardChartsContext.Provider>,
      { bootstrap: bootstrapFor(pairs) },
    );
    mounted.push(view);
    await click(document.querySelector('[aria-label="Dashboard actions"]'));
    return view;
  }

  it('shows editing actions to an editor and sharing with can_share_dashboard', async () => {
    await openHeaderMenu([['can_write', 'Dashboard'], ['can_share_dashboard', 'Superset']], true);
    expect(menuLabels()).toEqual([
      'Refresh dashboard', 'Set auto-refresh interval', 'Enter fullscreen', 'Save as', 'Edit properties', 'Edit CSS',
      'Download as image', 'Download as PDF', 'Share',
    ]);
  });

  it('leaves a viewer the viewing actions, and an editor in edit mode no refresh, image or sharing', async () => {
    await openHeaderMenu([['can_read', 'Dashboard']], false);
    expect(menuLabels()).toEqual(['Refresh dashboard', 'Set auto-refresh interval', 'Enter fullscreen', 'Download as image', 'Download as PDF']);
    await unmountAll();
    await openHeaderMenu([['can_share_dashboard', 'Superset']], true, true);
    expect(menuLabels()).toEqual(['Set auto-refresh interval', 'Edit properties', 'Edit CSS']);
  });

  it('offers "Export to YAML" only with can_export on dashboards', async () => {
    await openHeaderMenu([['can_export', 'Dashboard']], false);
    expect(menuLabels()).toContain('Export to YAML');
    await unmountAll();
    await openHeaderMenu([['can_read', 'Dashboard']], false);
    expect(menuLabels()).not.toContain('Export to YAML');
  });

  it('calls the dashboard command of the chosen action', async () => {
    const view = await openHeaderMenu([], true);
    await click([...document.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'Edit CSS'));
    await view.waitFor(() => ((actions.onEditCss as ReturnType<typeof vi.fn>).mock.calls.length > 0 ? true : null));
    await click(document.querySelector('[aria-label="Dashboard actions"]'));
    await click(document.querySelector('[data-action="download-pdf"]'));
    await view.waitFor(() => ((actions.onDownloadPdf as ReturnType<typeof vi.fn>).mock.calls.length > 0 ? true : null));
  });
});

describe('the Share submenu', () => {
  const shareTrigger = () => document.querySelector<HTMLElement>('[data-submenu="Share"]')!;
  const submenuLabels = () => [...document.querySelectorAll(`#${CSS.escape(shareTrigger().getAttribute('aria-controls') ?? 'none')} [role="menuitem"]`)].map((item) => item.textContent);
  const key = async (target: Element, name: string) => {
    await act(async () => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
    });
  };

  it('opens when the pointer rests on it, with copy link and share by email, under no second "Share" title', async () => {
    const { view } = await openExploreMenu([['can_share_chart', 'Superset']]);
    expect([...document.querySelectorAll('.MuiListSubheader-root')].map((header) => header.textContent)).not.toContain('Share');
    expect(shareTrigger().getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      shareTrigger().dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    // Not at once: a pointer passing over the item does not open it.
    expect(shareTrigger().getAttribute('aria-expanded')).toBe('false');
    await view.waitFor(() => (shareTrigger().getAttribute('aria-expanded') === 'true' ? true : null));
    expect(submenuLabels()).toEqual(['Copy permalink to clipboard', 'Share permalink by email']);
  });

  it('is reached from the keyboard: ArrowRight opens it on its first item, ArrowLeft gives focus back', async () => {
    await openExploreMenu([['can_share_chart', 'Superset']]);
    await act(async () => shareTrigger().focus());
    await key(shareTrigger(), 'ArrowRight');
    expect(shareTrigger().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Copy permalink to clipboard');
    await key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Share permalink by email');
    // The parent list did not move too: its own items keep their places.
    expect(menuLabels()).toContain('Share');
    await key(document.activeElement!, 'ArrowLeft');
    expect(shareTrigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(shareTrigger());
  });

  it('runs the chosen action and closes with the whole menu', async () => {
    const { view, host } = await openExploreMenu([['can_share_chart', 'Superset']]);
    await click(shareTrigger());
    await click(document.querySelector('[data-action="copy-permalink"]'));
    await view.waitFor(() => ((host.permalink as ReturnType<typeof vi.fn>).mock.calls.length > 0 ? true : null));
    await view.waitFor(() => (document.querySelector('[data-submenu="Share"]') === null ? true : null));
    expect(document.querySelector('[data-action="copy-permalink"]')).toBeNull();
  });
});
