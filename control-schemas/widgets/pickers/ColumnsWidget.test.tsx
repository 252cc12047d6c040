// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { COLUMN_SCHEMA } from '../../schema-parts/column-schema.js';
import { ColumnsWidget } from './ColumnsWidget.js';
import { ColumnWidget } from './ColumnWidget.js';
import { button, click, dialog, dragAndDrop, field, openDialog, textOf, typeText } from './test-support/dom.js';
import { FAKE_DATASOURCE } from './test-support/fake-control-panel.js';
import { renderWidget } from './test-support/render-widget.js';

const column = (name: string) => FAKE_DATASOURCE.columns.find((candidate) => candidate.column_name === name)!;
const chips = (root: ParentNode) => [...root.querySelectorAll('[data-testid="option-chip"]')].map(textOf);
const LIST_SCHEMA = { type: 'array', items: COLUMN_SCHEMA } as never;
const X_AXIS_SCHEMA = { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'] } as never;

let rendered: Awaited<ReturnType<typeof renderWidget>> | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('ColumnsWidget', () => {
  it('shows each column with its verbose name and type icon, and an adhoc column by label', async () => {
    rendered = await renderWidget(ColumnsWidget, {
      value: ['gender', 'num', { expressionType: 'SQL', sqlExpression: 'UPPER(name)', label: 'Name' }],
      schema: LIST_SCHEMA,
    });
    expect(chips(rendered.container)).toEqual(['Gender', 'num', 'Name']);
    const kinds = [...rendered.container.querySelectorAll('[data-testid="option-chip"] [data-kind]')].map((icon) => icon.getAttribute('data-kind'));
    expect(kinds).toEqual(['string', 'numeric', 'sql']);
  });

  it('removes a column with its ×', async () => {
    rendered = await renderWidget(ColumnsWidget, { value: ['gender', 'num'], schema: LIST_SCHEMA });
    await click(button(rendered.container, 'Remove Gender'));
    expect(rendered.lastValue()).toEqual(['num']);
    expect(chips(rendered.container)).toEqual(['num']);
  });

  it('adds a column picked from the searchable list, leaving out those already chosen', async () => {
    rendered = await renderWidget(ColumnsWidget, { value: ['gender'], schema: LIST_SCHEMA });
    await click(button(rendered.container, 'Drop columns here or click'));
    const editor = dialog('Add column');
    const options = () => [...editor.querySelectorAll('[role="option"]')].map(textOf);
    expect(options()).not.toContain('Gender');
    await typeText(field(editor, 'Search columns'), 'nu');
    expect(options()).toEqual(['num']);
    await click(button(editor, 'num', 'option'));
    expect(rendered.lastValue()).toEqual(['gender', 'num']);
    expect(openDialog()).toBeNull();
  });

  it('adds a custom SQL column with a label', async () => {
    rendered = await renderWidget(ColumnsWidget, { value: [], schema: LIST_SCHEMA });
    await click(button(rendered.container, 'Drop columns here or click'));
    await click(button(dialog(), 'Custom SQL', 'tab'));
    await typeText(field(dialog(), 'SQL expression'), "  name || '!' ");
    await typeText(field(dialog(), 'Label'), 'Shout');
    await click(button(dialog(), 'Save'));
    expect(rendered.lastValue()).toEqual([{ expressionType: 'SQL', sqlExpression: "name || '!'", label: 'Shout' }]);
  });

  it('accepts a column dragged from the datasource panel', async () => {
    rendered = await renderWidget(ColumnsWidget, { value: ['gender'], schema: LIST_SCHEMA, dragSources: [{ column: column('num') }] });
    await dragAndDrop(rendered.source('num'), button(rendered.container, 'Drop columns here or click'));
    expect(rendered.lastValue()).toEqual(['gender', 'num']);
  });
});

describe('ColumnWidget', () => {
  it('replaces its column from the editor', async () => {
    rendered = await renderWidget(ColumnWidget, { value: 'ds', schema: X_AXIS_SCHEMA });
    expect(chips(rendered.container)).toEqual(['ds']);
    expect(rendered.container.querySelector('[aria-label^="Remove"]')).toBeNull();
    await click(button(rendered.container, 'ds'));
    await click(button(dialog('Edit column'), /updated_at/, 'option'));
    expect(rendered.lastValue()).toBe('updated_at');
  });

  it('offers only temporal columns and no SQL when the schema takes names only', async () => {
    rendered = await renderWidget(ColumnWidget, { value: null, options: { temporalOnly: true, clearable: true }, schema: { type: ['string', 'null'] } });
    await click(button(rendered.container, 'Drop a temporal column here or click'));
    const editor = dialog('Add column');
    expect([...editor.querySelectorAll('[role="option"]')].map(textOf)).toEqual(['ds', 'updated_at']);
    expect(editor.querySelector('[role="tab"]')).toBeNull();
  });

  it('clears when clearable', async () => {
    rendered = await renderWidget(ColumnWidget, { value: 'ds', options: { clearable: true }, schema: X_AXIS_SCHEMA });
    await click(button(rendered.container, 'Remove ds'));
    expect(rendered.lastValue()).toBeNull();
    expect(button(rendered.container, 'Drop a column here or click')).toBeTruthy();
  });

  it('refuses a non-temporal column visibly on a temporal-only control', async () => {
    rendered = await renderWidget(ColumnWidget, {
      value: null,
      options: { temporalOnly: true },
      schema: X_AXIS_SCHEMA,
      dragSources: [{ column: column('gender') }, { column: column('updated_at') }],
    });
    const target = button(rendered.container, 'Drop a temporal column here or click');
    const end = await dragAndDrop(rendered.source('gender'), target, { drop: false });
    expect(textOf(rendered.container.querySelector('[role="alert"]'))).toMatch(/gender is not a temporal column/);
    expect(rendered.container.querySelector('[data-drop-state="refuse"]')).not.toBeNull();
    await end();
    expect(rendered.onChange).not.toHaveBeenCalled();
    await dragAndDrop(rendered.source('updated_at'), button(rendered.container, 'Drop a temporal column here or click'));
    expect(rendered.lastValue()).toBe('updated_at');
  });
});
