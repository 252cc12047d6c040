// @vitest-environment happy-dom
import Menu from '@mui/material/Menu';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byRole, click, pressKey, typeText } from '../../components/list-view/test-support/dom-queries';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { DrillBySubmenu } from './DrillBySubmenu';

/** A dataset of many columns, one of them not groupable, as `fetch_datasource_metadata` answers. */
const COLUMNS = [
  ...['ds', 'gender', 'name', 'state', 'city', 'county', 'region', 'country', 'team', 'product', 'channel', 'segment'].map((column_name) => ({ column_name, groupby: true })),
  { column_name: 'num', verbose_name: 'Births', groupby: false },
  { column_name: 'num_girls', verbose_name: 'Girls', groupby: true },
];

let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function openSubmenu(onSelect = vi.fn()) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(new Request(input).url);
    fetched.push(`${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ id: 3, columns: COLUMNS }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const onCloseMenu = vi.fn();
  rendered = await renderApp(
    <Menu open anchorEl={document.body}>
      <DrillBySubmenu datasourceKey="3__table" excluded={new Set(['gender'])} onSelect={onSelect} onCloseMenu={onCloseMenu} />
    </Menu>,
    { bootstrap: testBootstrap(testUser({ Alpha: [['can_explore', 'Superset']] })) },
  );
  const item = byRole(document, 'menuitem', 'Drill by');
  await click(item);
  const columns = await rendered.waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[data-column]')];
    return found.length > 0 ? found : null;
  });
  return { item, columns, fetched, onCloseMenu, onSelect };
}

const columnNames = () => [...document.querySelectorAll('[data-column]')].map((item) => item.getAttribute('data-column'));

describe('DrillBySubmenu', () => {
  it('lists the dataset’s groupable columns the chart does not group by, by verbose name', async () => {
    const { columns, fetched } = await openSubmenu();
    expect(fetched).toEqual(['/superset/fetch_datasource_metadata?datasourceKey=3__table']);
    expect(columns.map((column) => column.textContent)).toEqual(['channel', 'city', 'country', 'county', 'ds', 'Girls', 'name', 'product', 'region', 'segment', 'state', 'team']);
  });

  it('offers a search box when there are many columns, which narrows the list', async () => {
    await openSubmenu();
    const search = byRole(document, 'textbox', 'Search columns');
    await typeText(search, 'co');
    expect(columnNames()).toEqual(['country', 'county']);
    await pressKey(search, 'ArrowDown');
    expect(document.activeElement?.getAttribute('data-column')).toBe('country');
    await typeText(search, 'girl');
    expect(columnNames()).toEqual(['num_girls']);
    await typeText(search, 'zzz');
    expect(columnNames()).toEqual([]);
    expect(document.body.textContent).toContain('No columns found.');
  });

  it('closes the menu and reports the chosen column', async () => {
    const { columns, onCloseMenu, onSelect } = await openSubmenu();
    await click(columns.find((column) => column.getAttribute('data-column') === 'state')!);
    expect(onCloseMenu).toHaveBeenCalledOnce();
    expect(onSelect).toHaveBeenCalledWith({ name: 'state', label: 'state' });
  });

  it('closes the list with ArrowLeft, giving focus back to its item', async () => {
    const { item, columns } = await openSubmenu();
    await pressKey(columns[0]!, 'ArrowLeft');
    await rendered!.waitFor(() => (document.querySelector('[data-column]') ? null : true));
    expect(document.activeElement).toBe(item);
  });
});
