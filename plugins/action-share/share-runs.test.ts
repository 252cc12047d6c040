import { describe, expect, it, vi } from 'vitest';
import { MENU_ACTION_SLOTS, type MenuActionContext, type MenuActionHost } from '@core/plugin-api/index.js';
import { SHARE_ACTIONS, canShare } from './share-actions.js';
import { copyPermalink, shareByEmail, shareEmailUrl } from './share-runs.js';

const context = (fields: Partial<MenuActionContext>): MenuActionContext => ({
  placement: 'dashboard-header',
  permissions: [],
  isAdmin: false,
  config: { allowFullCsvExport: false },
  dashboard: { id: 1, title: 'Sales & Costs' },
  ...fields,
});
const host = (): MenuActionHost => ({
  copyToClipboard: vi.fn(async () => undefined),
  openUrl: vi.fn(),
  toast: vi.fn(),
  dashboard: { permalink: async () => 'http://tessera/superset/dashboard/p/abc/' },
});

describe('share actions', () => {
  it('emails the permalink as a mailto: link with an encoded subject and body', async () => {
    const h = host();
    await shareByEmail(context({}), h);
    const url = (h.openUrl as ReturnType<typeof vi.fn>).mock.calls[0]?.[0] as string;
    expect(url).toBe(shareEmailUrl('Sales & Costs', 'http://tessera/superset/dashboard/p/abc/'));
    expect(url.startsWith('mailto:?subject=Sales%20%26%20Costs&body=')).toBe(true);
    expect(decodeURIComponent(url.split('&body=')[1]!)).toContain('http://tessera/superset/dashboard/p/abc/');
  });

  it('copies the permalink and says so', async () => {
    const h = host();
    await copyPermalink(context({}), h);
    expect(h.copyToClipboard).toHaveBeenCalledWith('http://tessera/superset/dashboard/p/abc/');
    expect(h.toast).toHaveBeenCalledWith('success', 'Copied to clipboard! http://tessera/superset/dashboard/p/abc/');
  });

  it('needs can_share_dashboard on a dashboard (not while editing) and can_share_chart on a chart', () => {
    const shareDashboard: MenuActionContext['permissions'] = [['can_share_dashboard', 'Superset']];
    expect(canShare(context({ permissions: shareDashboard }))).toBe(true);
    expect(canShare(context({ permissions: shareDashboard, dashboard: { id: 1, title: 'x', editMode: true } }))).toBe(false);
    expect(canShare(context({ placement: 'explore', permissions: shareDashboard }))).toBe(false);
    expect(canShare(context({ placement: 'explore', permissions: [['can_share_chart', 'Superset']] }))).toBe(true);
  });

  it('sit in one Share submenu, in the section where the email-report and embedding slots come after it', () => {
    const slots = Object.values(MENU_ACTION_SLOTS);
    for (const action of SHARE_ACTIONS) {
      expect(action.submenu).toBe('Share');
      for (const slot of slots) {
        expect(action.group).toBe(slot.group);
        expect(action.order).toBeLessThan(slot.order);
      }
    }
  });

  it('shares the URL the host answers as it is, without adding the page address again', async () => {
    const chart = { viewQuery: vi.fn(), viewResults: vi.fn(), exportData: vi.fn(async () => undefined), exploreUrl: () => null, permalink: async () => 'https://bi.example.com/explore/p/xyz/' };
    const h: MenuActionHost = { ...host(), chart };
    await copyPermalink(context({ placement: 'explore' }), h);
    expect(h.copyToClipboard).toHaveBeenCalledWith('https://bi.example.com/explore/p/xyz/');
  });
});
