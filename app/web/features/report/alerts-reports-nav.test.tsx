// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TopNav } from '../../shell/TopNav';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import type { UserRoles } from '../../bootstrap/bootstrap-data';

let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

async function settingsItems(roles: UserRoles, flags: Record<string, boolean>): Promise<string[]> {
  const bootstrap = testBootstrap(testUser(roles));
  rendered = await renderApp(<TopNav />, { bootstrap: { ...bootstrap, common: { ...bootstrap.common, feature_flags: flags } } });
  const button = rendered.container.querySelector<HTMLButtonElement>('nav[aria-label="Settings"] button');
  if (!button) return [];
  await act(async () => button.click());
  return [...document.querySelectorAll('[role="menu"] [role="menuitem"]')].map((item) => `${item.textContent} ${item.getAttribute('href')}`);
}

describe('Settings › Alerts & Reports', () => {
  it('is offered to users who may read schedules, while the ALERT_REPORTS flag is on', async () => {
    expect(await settingsItems({ Alpha: [['can_read', 'ReportSchedule']] }, { ALERT_REPORTS: true })).toEqual(['Alerts & Reports /alert/list/']);
    await rendered!.unmount();
    rendered = undefined;
    expect(await settingsItems({ Alpha: [['can_read', 'ReportSchedule']] }, {})).toEqual([]);
    await rendered!.unmount();
    rendered = undefined;
    expect(await settingsItems({ Gamma: [['can_read', 'Dashboard']] }, { ALERT_REPORTS: true })).toEqual([]);
  });
});
