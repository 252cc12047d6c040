// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import type { ChartContextMenuEvent, QueryObjectFilterClause } from '@core/plugin-api/index.js';
import { allByRole, click } from '../../../components/list-view/test-support/dom-queries';
import { renderApp } from '../../../test-support/render-app';
import { testBootstrap } from '../../../test-support/test-bootstrap';
import { ChartContextMenu } from './ChartContextMenu';

let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

/** The menu as a chart holds it: opened by a right-click, closed by a choice or a click away. */
function MenuHost({ initial, drilled }: { initial: ChartContextMenuEvent | null; drilled: QueryObjectFilterClause[][] }) {
  const [event, setEvent] = useState(initial);
  return (
    <ChartContextMenu
      event={event}
      onClose={() => setEvent(null)}
      onDrillToDetail={(filters) => {
        drilled.push(filters);
        setEvent(null);
      }}
    />
  );
}

async function openMenu(event: ChartContextMenuEvent | null) {
  const drilled: QueryObjectFilterClause[][] = [];
  rendered = await renderApp(<MenuHost initial={event} drilled={drilled} />, { bootstrap: testBootstrap(null) });
  return drilled;
}

const items = () => allByRole(document, 'menuitem').map((item) => item.textContent);
const item = (name: string) => allByRole(document, 'menuitem').find((element) => element.textContent === name)!;

describe('ChartContextMenu', () => {
  it('offers drill to detail of the whole chart and of the clicked mark', async () => {
    const drilled = await openMenu({ clientX: 40, clientY: 120, filters: [{ col: 'gender', op: '==', val: 'girl' }] });
    expect(items()).toEqual(['Drill to detail', 'Drill to detail by girl']);
    await click(item('Drill to detail by girl'));
    expect(drilled).toEqual([[{ col: 'gender', op: '==', val: 'girl' }]]);
  });

  it('drills into the whole chart without the mark’s filters', async () => {
    const drilled = await openMenu({ clientX: 40, clientY: 120, filters: [{ col: 'gender', op: '==', val: 'girl' }] });
    await click(item('Drill to detail'));
    expect(drilled).toEqual([[]]);
  });

  it('names a mark of several dimensions by all its values', async () => {
    await openMenu({ clientX: 5, clientY: 5, filters: [{ col: 'ds', op: '==', val: Date.UTC(2001, 0, 1), grain: 'P1Y' }, { col: 'state', op: '==', val: 'CA' }] });
    expect(items()).toEqual(['Drill to detail', 'Drill to detail by 2001, CA']);
  });

  it('offers only the whole chart when the click hit no mark, and nothing while closed', async () => {
    await openMenu({ clientX: 5, clientY: 5, filters: [] });
    expect(items()).toEqual(['Drill to detail']);
    await rendered!.unmount();
    rendered = undefined;
    await openMenu(null);
    expect(items()).toEqual([]);
  });

  it('opens at the pointer', async () => {
    await openMenu({ clientX: 40, clientY: 120, filters: [] });
    const paper = document.querySelector<HTMLElement>('.MuiMenu-paper')!;
    expect(paper.style.top).toBe('120px');
    expect(paper.style.left).toBe('40px');
  });
});
