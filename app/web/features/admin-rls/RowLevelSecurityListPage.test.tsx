// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { allByRole, byLabel, byRole, chooseOption, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { pageTestHarness, type RenderedPage } from '../../test-support/page-test-harness';
import { testUser } from '../../test-support/test-bootstrap';
import { FILTER_TYPE_HELP } from './RlsRuleDialog';
import { RowLevelSecurityListPage } from './RowLevelSecurityListPage';
import type { RlsRule } from './rls-types';

const RULES: RlsRule[] = [
  {
    id: 1,
    name: 'West coast',
    description: 'Analysts see the west only',
    filter_type: 'Regular',
    tables: [{ id: 3, table_name: 'birth_names', schema: 'main' }],
    roles: [{ id: 6, name: 'Analysts' }],
    group_key: 'region',
    clause: "state IN ('CA', 'OR',\n  'WA')",
    changed_on_delta_humanized: '2 days ago',
  },
  { id: 2, name: 'Nothing by default', filter_type: 'Base', tables: [{ id: 4, table_name: 'flights', schema: null }], roles: [{ id: 1, name: 'Admin' }], group_key: null, clause: '1 = 0' },
];

const { server, mount, toasts } = pageTestHarness({
  'GET /api/v1/rowlevelsecurity/': () => ({ count: 2, ids: [1, 2], result: RULES }),
  'GET /api/v1/rowlevelsecurity/related/tables': (request) => {
    const all = [{ value: 3, text: 'main.birth_names' }, { value: 4, text: 'flights' }, { value: 5, text: 'main.births_2020' }];
    const filter = String((request.q as { filter?: string }).filter ?? '');
    const result = all.filter((choice) => choice.text.includes(filter));
    return { count: result.length, result };
  },
  'GET /api/v1/rowlevelsecurity/related/roles': () => ({ count: 2, result: [{ value: 1, text: 'Admin' }, { value: 6, text: 'Analysts' }] }),
});
let rendered: RenderedPage | undefined;

async function renderPage(viewer = testUser({ Admin: [] })) {
  rendered = await mount(<RowLevelSecurityListPage />, { viewer, path: '/rowlevelsecurity/list/' });
  await rendered.waitFor(() => allByRole(document, 'row').find((row) => row.textContent?.includes('West coast')));
  return rendered;
}

const dialog = () => byRole(document, 'dialog');

/** Types into a picker, waits for the server's search of what was typed (not the first, unfiltered list), then picks. */
async function pick(label: RegExp, related: 'tables' | 'roles', typed: string, option: string) {
  await typeText(byLabel(dialog(), label), typed);
  await rendered!.waitFor(() => server.calls('GET', `/api/v1/rowlevelsecurity/related/${related}`).find((call) => (call.q as { filter?: string }).filter === typed));
  await rendered!.waitFor(() => allByRole(document, 'option', option)[0]);
  await click(byRole(document, 'option', option));
}

describe('RowLevelSecurityListPage', () => {
  it('lists rules with their type, datasets, roles, group key and clause', async () => {
    await renderPage();
    const table = byRole(document, 'table', 'Row level security rules');
    expect(allByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual([
      'Name', 'Filter type', 'Datasets', 'Roles', 'Group key', 'Clause', 'Last modified', 'Actions',
    ]);
    const west = allByRole(table, 'row')[1]!;
    expect(west.textContent).toContain('Analysts see the west only');
    expect(west.textContent).toContain('main.birth_names');
    expect(west.querySelector('code')?.textContent).toBe("state IN ('CA', 'OR', 'WA')");
    expect(allByRole(table, 'row')[2]!.textContent).toContain('Base');
  });

  it('adds a rule: explains the filter type, picks datasets and roles, checks what is missing', async () => {
    server.on('POST /api/v1/rowlevelsecurity/', () => jsonResponse(201, { id: 9, result: {} }));
    await renderPage();
    await click(byRole(document, 'button', 'Rule'));
    expect(byRole(dialog(), 'note').textContent).toBe(FILTER_TYPE_HELP.Regular);
    await click(byRole(dialog(), 'button', 'Add'));
    expect(dialog().textContent).toContain('Enter a name.');
    expect(dialog().textContent).toContain('Choose at least one dataset.');
    expect(dialog().textContent).toContain('Enter a clause.');
    await typeText(byLabel(dialog(), /^Name/), 'Births since 2000');
    await chooseOption(byLabel(dialog(), /^Filter type/), 'Base');
    expect(byRole(dialog(), 'note').textContent).toBe(FILTER_TYPE_HELP.Base);
    await pick(/^Datasets/, 'tables', 'birth', 'main.births_2020');
    expect(server.calls('GET', '/api/v1/rowlevelsecurity/related/tables').map((call) => call.q)).toContainEqual(expect.objectContaining({ filter: 'birth' }));
    await pick(/^Excluded roles/, 'roles', 'Adm', 'Admin');
    await typeText(byLabel(dialog(), /^Clause/), 'year >= 2000');
    await click(byRole(dialog(), 'button', 'Add'));
    await rendered!.settle();
    expect(server.calls('POST', '/api/v1/rowlevelsecurity/').map((request) => request.body)).toEqual([
      { name: 'Births since 2000', description: null, filter_type: 'Base', tables: [5], roles: [1], group_key: null, clause: 'year >= 2000' },
    ]);
    expect(toasts()).toEqual(['Added rule Births since 2000']);
  });

  it("edits a rule and shows the server's refusal under the clause", async () => {
    server.on('GET /api/v1/rowlevelsecurity/:id', () => ({ id: 1, result: RULES[0] }));
    server.on('PUT /api/v1/rowlevelsecurity/:id', () => jsonResponse(422, { message: { clause: ['The clause may only use the columns of the dataset.'] } }));
    await renderPage();
    await click(byRole(document, 'button', 'Edit West coast'));
    await rendered!.waitFor(() => allByRole(document, 'button', 'Save')[0]);
    expect(server.calls('GET', '/api/v1/rowlevelsecurity/1')).toHaveLength(1);
    expect((byLabel(dialog(), /^Group key/) as HTMLInputElement).value).toBe('region');
    expect(dialog().textContent).toContain('main.birth_names');
    await typeText(byLabel(dialog(), /^Clause/), 'state = (SELECT 1)');
    await click(byRole(dialog(), 'button', 'Save'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/rowlevelsecurity/1')[0]!.body).toMatchObject({ tables: [3], roles: [6], group_key: 'region', clause: 'state = (SELECT 1)' });
    expect(byLabel(dialog(), /^Clause/).getAttribute('aria-invalid')).toBe('true');
    expect(dialog().textContent).toContain('The clause may only use the columns of the dataset.');
  });

  it('deletes several rules at once', async () => {
    server.on('DELETE /api/v1/rowlevelsecurity/', () => ({ message: 'Deleted 2 rules' }));
    await renderPage();
    await click(byRole(document, 'button', 'Bulk select'));
    await click(byRole(document, 'button', 'Select all'));
    await click(byRole(byRole(document, 'toolbar', 'Bulk actions'), 'button', 'Delete'));
    expect(dialog().textContent).toContain('Delete 2 rules?');
    await click(byRole(dialog(), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/rowlevelsecurity/').map((request) => request.q)).toEqual([[1, 2]]);
    expect(toasts()).toEqual(['Deleted: 2 rules']);
  });

  it('deletes one rule after confirming', async () => {
    server.on('DELETE /api/v1/rowlevelsecurity/:id', () => ({ message: 'OK' }));
    await renderPage();
    await click(byRole(document, 'button', 'Delete Nothing by default'));
    await click(byRole(dialog(), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/rowlevelsecurity/2')).toHaveLength(1);
  });
});
