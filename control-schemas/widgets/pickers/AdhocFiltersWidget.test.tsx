// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { AdhocFiltersWidget } from './AdhocFiltersWidget.js';
import { autocomplete, button, chooseOption, click, dialog, dragAndDrop, field, openDialog, select, textOf, typeText } from './test-support/dom.js';
import { FAKE_DATASOURCE, fakeControlPanel, fakeServices } from './test-support/fake-control-panel.js';
import { renderWidget } from './test-support/render-widget.js';

const column = (name: string) => FAKE_DATASOURCE.columns.find((candidate) => candidate.column_name === name)!;
const chipElements = (root: ParentNode) => [...root.querySelectorAll('[data-testid="option-chip"]')];
const chips = (root: ParentNode) => chipElements(root).map(textOf);
const ADD = 'Drop columns here or click to add a filter';

const GENDER_IS_BOY = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'gender',
  operator: '==',
  operatorId: 'EQUALS',
  comparator: 'boy',
  filterOptionName: 'filter_boy',
  isExtra: false,
};
const NUM_OVER_TEN = { ...GENDER_IS_BOY, subject: 'num', operator: '>', operatorId: 'GREATER_THAN', comparator: 10, filterOptionName: 'filter_num' };
const SQL_FILTER = { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "name LIKE 'A%'", filterOptionName: 'filter_sql' };

let rendered: Awaited<ReturnType<typeof renderWidget>> | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('AdhocFiltersWidget', () => {
  it('shows each filter as a readable chip', async () => {
    rendered = await renderWidget(AdhocFiltersWidget, { value: [GENDER_IS_BOY, NUM_OVER_TEN, SQL_FILTER] });
    expect(chips(rendered.container)).toEqual(['gender = boy', 'num > 10', "SQL: name LIKE 'A%'"]);
  });

  it('removes a filter with its ×', async () => {
    rendered = await renderWidget(AdhocFiltersWidget, { value: [GENDER_IS_BOY, NUM_OVER_TEN] });
    await click(button(rendered.container, 'Remove gender = boy'));
    expect(rendered.lastValue()).toEqual([NUM_OVER_TEN]);
  });

  it('adds an IN filter with values suggested from the column', async () => {
    const panel = fakeControlPanel();
    rendered = await renderWidget(AdhocFiltersWidget, { value: [], panel });
    await click(button(rendered.container, ADD));
    const editor = dialog('Add filter');
    expect(button(editor, 'Save').hasAttribute('disabled')).toBe(true);
    await autocomplete(field(editor, 'Column'), 'gend', 'Gender');
    expect(textOf(select(editor, 'Operator'))).toBe('In');
    await rendered.settle();
    expect(panel.services.fetchColumnValues).toHaveBeenCalledWith('gender');
    await autocomplete(field(editor, 'Values'), 'gi', 'girl');
    await click(button(editor, 'Save'));
    expect(rendered.lastValue()).toEqual([
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'gender',
        operator: 'IN',
        operatorId: 'IN',
        comparator: ['girl'],
        sqlExpression: null,
        filterOptionName: expect.stringMatching(/^filter_/),
        isExtra: false,
        isNew: false,
      },
    ]);
    expect(chips(rendered.container)).toEqual(['gender IN (girl)']);
    expect(openDialog()).toBeNull();
  });

  it('adds a typed value that was not picked from the list, as a number on a numeric column', async () => {
    rendered = await renderWidget(AdhocFiltersWidget, { value: [] });
    await click(button(rendered.container, ADD));
    const editor = dialog('Add filter');
    await autocomplete(field(editor, 'Column'), 'num', 'num');
    await chooseOption(select(editor, 'Operator'), 'Greater than (>)');
    await typeText(field(editor, 'Value'), '42');
    await click(button(editor, 'Save'));
    expect(rendered.lastValue()).toEqual([expect.objectContaining({ subject: 'num', operator: '>', operatorId: 'GREATER_THAN', comparator: 42 })]);
    expect(chips(rendered.container)).toEqual(['num > 42']);
  });

  it('keeps the text typed into a list of values when saving', async () => {
    rendered = await renderWidget(AdhocFiltersWidget, { value: [] });
    await click(button(rendered.container, ADD));
    const editor = dialog('Add filter');
    await autocomplete(field(editor, 'Column'), 'num', 'num');
    await typeText(field(editor, 'Values'), '7');
    await click(button(editor, 'Save'));
    expect(rendered.lastValue()).toEqual([expect.objectContaining({ operator: 'IN', comparator: [7] })]);
  });

  it('asks no value of IS NULL', async () => {
    rendered = await renderWidget(AdhocFiltersWidget, { value: [] });
    await click(button(rendered.container, ADD));
    const editor = dialog('Add filter');
    await autocomplete(field(editor, 'Column'), 'name', 'name');
    await chooseOption(select(editor, 'Operator'), 'Is null');
    expect(() => field(editor, 'Value')).toThrow();
    expect(() => field(editor, 'Values')).toThrow();
    await click(button(editor, 'Save'));
    expect(rendered.lastValue()).toEqual([expect.objectContaining({ subject: 'name', operator: 'IS NULL', operatorId: 'IS_NULL', comparator: null })]);
  });

  it('edits a filter in place, keeping its identity, and offers the SQL it stands for', async () => {
    rendered = await renderWidget(AdhocFiltersWidget, { value: [GENDER_IS_BOY, NUM_OVER_TEN] });
    await click(button(rendered.container, 'gender = boy'));
    const editor = dialog('Edit filter');
    expect((field(editor, 'Value') as HTMLInputElement).value).toBe('boy');
    await click(button(editor, 'Custom SQL', 'tab'));
    expect((field(editor, 'SQL expression') as HTMLTextAreaElement).value).toBe("gender = 'boy'");
    await typeText(field(editor, 'SQL expression'), "gender <> 'boy'");
    await click(button(editor, 'Save'));
    expect(rendered.lastValue()).toEqual([
      expect.objectContaining({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "gender <> 'boy'", filterOptionName: 'filter_boy' }),
      NUM_OVER_TEN,
    ]);
  });

  it('writes a HAVING filter in custom SQL', async () => {
    rendered = await renderWidget(AdhocFiltersWidget, { value: [] });
    await click(button(rendered.container, ADD));
    await click(button(dialog(), 'Custom SQL', 'tab'));
    await chooseOption(select(dialog(), 'Clause'), 'HAVING (groups)');
    await typeText(field(dialog(), 'SQL expression'), 'SUM(num) > 100');
    await click(button(dialog(), 'Save'));
    expect(rendered.lastValue()).toEqual([expect.objectContaining({ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 100' })]);
    expect(chips(rendered.container)).toEqual(['HAVING: SUM(num) > 100']);
  });

  it('opens the editor on a dropped column, with a time range for a temporal one', async () => {
    const services = fakeServices();
    rendered = await renderWidget(AdhocFiltersWidget, { value: [], panel: fakeControlPanel({ services }), dragSources: [{ column: column('ds') }] });
    await dragAndDrop(rendered.source('ds'), button(rendered.container, ADD));
    expect(rendered.onChange).not.toHaveBeenCalled();
    const editor = dialog('Add filter');
    expect((field(editor, 'Column') as HTMLInputElement).value).toBe('ds');
    expect(textOf(select(editor, 'Operator'))).toBe('Time range');
    expect((field(editor, 'Time range') as HTMLInputElement).value).toBe('No filter');
    await typeText(field(editor, 'Time range'), 'Last week');
    await click(button(editor, 'Save'));
    expect(rendered.lastValue()).toEqual([expect.objectContaining({ subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last week' })]);
    expect(chips(rendered.container)).toEqual(['ds (Last week)']);
    expect(services.fetchColumnValues).not.toHaveBeenCalled();
  });

  it('still works when value suggestions fail', async () => {
    const services = fakeServices({ fetchColumnValues: async () => Promise.reject(new Error('boom')) });
    rendered = await renderWidget(AdhocFiltersWidget, { value: [], panel: fakeControlPanel({ services }) });
    await click(button(rendered.container, ADD));
    const editor = dialog('Add filter');
    await autocomplete(field(editor, 'Column'), 'name', 'name');
    await chooseOption(select(editor, 'Operator'), 'Equal to (=)');
    await rendered.settle();
    await typeText(field(editor, 'Value'), 'Amy');
    await click(button(editor, 'Save'));
    expect(rendered.lastValue()).toEqual([expect.objectContaining({ subject: 'name', operator: '==', comparator: 'Amy' })]);
  });
});
