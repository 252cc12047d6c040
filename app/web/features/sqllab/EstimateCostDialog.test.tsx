// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allByRole, byRole, click } from '../../components/list-view/test-support/dom-queries';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { EstimateCostDialog, type EstimateCostDialogProps } from './EstimateCostDialog';
import type { SqlLabApi } from './sqllab-api';
import { SqlLabSessionContext, type SqlLabSession } from './sqllab-session';

/** What DuckDB's EXPLAIN draws for a join of two tables under an aggregate. */
const DUCKDB_PLAN = [
  '┌───────────────────────────┐',
  '│       HASH_GROUP_BY       │',
  '│    ────────────────────   │',
  '│         Groups: #0        │',
  '│                           │',
  '│          ~32 rows         │',
  '└─────────────┬─────────────┘',
  '┌─────────────┴─────────────┐┌───────────────────────────┐',
  '│         SEQ_SCAN          ││         SEQ_SCAN          │',
  '│    ────────────────────   ││    ────────────────────   │',
  '│   Table: births           ││   Table: states           │',
  '│       ~30,185 rows        ││                           │',
  '└───────────────────────────┘└───────────────────────────┘',
].join('\n');

let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const REQUEST = { dbId: 3, sql: 'SELECT state, SUM(num) FROM births JOIN states USING (state) GROUP BY 1', schema: 'main', catalog: null, templateParams: null };

async function openDialog(estimate: SqlLabApi['estimate'], props: Partial<EstimateCostDialogProps> = {}) {
  const session = { api: { estimate } } as unknown as SqlLabSession;
  const onClose = vi.fn();
  rendered = await renderApp(
    <SqlLabSessionContext.Provider value={session}>
      <EstimateCostDialog open request={REQUEST} onClose={onClose} {...props} />
    </SqlLabSessionContext.Provider>,
    { bootstrap: testBootstrap(testUser({ Admin: [] })) },
  );
  return { dialog: byRole(document, 'dialog'), onClose };
}

const cellsOf = (table: HTMLElement) => allByRole(table, 'row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('EstimateCostDialog', () => {
  it('asks the database for the estimate and lays a drawn plan out as a table of steps', async () => {
    const estimate = vi.fn<SqlLabApi['estimate']>(async () => [{ Plan: DUCKDB_PLAN }]);
    const { dialog } = await openDialog(estimate, { request: { ...REQUEST, templateParams: '{"year": 2001}' } });
    expect(estimate).toHaveBeenCalledWith({ database_id: 3, sql: REQUEST.sql, schema: 'main', catalog: null, template_params: { year: 2001 } });
    const table = await rendered!.waitFor(() => allByRole(dialog, 'table', 'Query plan')[0] ?? null);
    expect(cellsOf(table)).toEqual([
      ['Step', 'Operator', 'Details', 'Estimated rows'],
      ['1', 'HASH_GROUP_BY', 'Groups: #0', '32'],
      ['2', 'SEQ_SCAN', 'Table: births', '30,185'],
      ['3', 'SEQ_SCAN', 'Table: states', '—'],
    ]);
    // Not the engine's drawing itself.
    expect(dialog.textContent).not.toContain('┌');
  });

  it('shows another engine’s estimate as its named values, one table per statement', async () => {
    const costs: Record<string, string>[] = [{ 'Total cost': '1.01', 'Plan rows': '1' }, { 'Total cost': '35.50' }];
    const { dialog } = await openDialog(async () => costs);
    await rendered!.waitFor(() => (dialog.textContent?.includes('Statement 2') ? true : null));
    const tables = allByRole(dialog, 'table');
    expect(tables.map(cellsOf)).toEqual([
      [['Total cost', '1.01'], ['Plan rows', '1']],
      [['Total cost', '35.50']],
    ]);
    expect(allByRole(dialog, 'table', 'Query plan')).toEqual([]);
  });

  it('says why there is no estimate: the server’s message, or malformed parameters without asking', async () => {
    const failing = await openDialog(async () => {
      throw new Error('This database does not support cost estimation.');
    });
    const alert = await rendered!.waitFor(() => allByRole(failing.dialog, 'alert')[0] ?? null);
    expect(alert.textContent).toBe('This database does not support cost estimation.');
    await rendered!.unmount();

    const estimate = vi.fn<SqlLabApi['estimate']>(async () => []);
    const malformed = await openDialog(estimate, { request: { ...REQUEST, templateParams: '[1, 2]' } });
    expect(byRole(malformed.dialog, 'alert').textContent).toContain('Template parameters must be a JSON object');
    expect(estimate).not.toHaveBeenCalled();
  });

  it('closes', async () => {
    const { dialog, onClose } = await openDialog(async () => []);
    await click(byRole(dialog, 'button', 'Close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
