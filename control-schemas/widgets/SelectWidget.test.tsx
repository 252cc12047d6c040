// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { CONTROLS } from '../controls/index.js';
import { selectChoicesOf, typedValueFor } from './select-choices.js';
import { SelectWidget } from './SelectWidget.js';
import { TEST_DATASOURCE, find, mountWidget, typeInto } from './widget-test-kit.js';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

async function renderSelect(schema: JsonSchema, value: unknown, options: Record<string, unknown> = {}) {
  const mounted = await mountWidget(SelectWidget, { schema, value, options });
  unmount = mounted.unmount;
  await mounted.settle();
  const input = find<HTMLInputElement>(mounted.container, 'input');
  const open = async () => {
    await act(async () => {
      input.focus();
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    await mounted.settle();
    return [...document.body.querySelectorAll<HTMLElement>('[role="option"]')];
  };
  const type = async (text: string) => {
    await act(async () => {
      input.focus();
      typeInto(input, text);
    });
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
  };
  return { ...mounted, input, open, type };
}

describe('SelectWidget', () => {
  it('drops a value a closed choice list does not hold', async () => {
    const { changes, input } = await renderSelect(CONTROLS.rolling_type.schema, 'median');
    expect(changes).toEqual([null]);
    expect(input.value).toBe('');
  });

  it('keeps the valid entries of a closed multi value', async () => {
    const { changes } = await renderSelect(CONTROLS.order_by_cols.schema, ['["ds", true]', '["bogus", true]'], {
      multi: true,
      datasourceChoices: 'order_by_choices',
    });
    expect(changes).toEqual([['["ds", true]']]);
  });

  it('leaves values of free-form selects and choices that exist alone', async () => {
    const free = await renderSelect(CONTROLS.row_limit.schema, 12345, { freeForm: true });
    expect(free.changes).toEqual([]);
    expect(free.input.value).toBe('12345');
    await free.unmount();
    unmount = undefined;
    const closed = await renderSelect(CONTROLS.rolling_type.schema, 'mean');
    expect(closed.changes).toEqual([]);
    expect(closed.input.value).toBe('Mean');
  });

  it('offers the schema’s choices by title and stores the chosen constant', async () => {
    const { open, changes } = await renderSelect(CONTROLS.comparison_type.schema, 'values');
    const options = await open();
    expect(options.map((option) => option.textContent)).toEqual(['Actual values', 'Difference', 'Percentage change', 'Ratio']);
    await act(async () => options[3]!.click());
    expect(changes).toEqual(['ratio']);
  });

  it('reads its choices from the datasource when told to', async () => {
    const { open, changes, container } = await renderSelect(CONTROLS.order_by_cols.schema, ['["ds", true]'], {
      multi: true,
      datasourceChoices: 'order_by_choices',
    });
    expect(container.textContent).toContain('ds [asc]');
    const options = await open();
    // The chosen entry is not offered again.
    expect(options.map((option) => option.textContent)).toEqual(['ds [desc]', 'num [asc]']);
    await act(async () => options[1]!.click());
    expect(changes.at(-1)).toEqual(['["ds", true]', '["num", true]']);
  });

  it('stores typed numbers as numbers and keeps other text for the validators', async () => {
    const { type, changes } = await renderSelect(CONTROLS.row_limit.schema, 10000, { freeForm: true });
    await type('250');
    expect(changes.at(-1)).toBe(250);
    await type('abc');
    expect(changes.at(-1)).toBe('abc');
  });

  it('adds typed entries to a free-form multi select', async () => {
    const { type, changes } = await renderSelect(CONTROLS.time_compare.schema, ['1 week ago'], { multi: true, freeForm: true });
    await type('3 weeks ago');
    expect(changes.at(-1)).toEqual(['1 week ago', '3 weeks ago']);
  });

  it('clears a clearable single value to null, and offers no clearing otherwise', async () => {
    const clearable = await renderSelect(CONTROLS.time_grain_sqla.schema, 'P1D', { clearable: true });
    const clear = find<HTMLButtonElement>(clearable.container, 'button[aria-label="Clear"]');
    await act(async () => clear.click());
    expect(clearable.changes).toEqual([null]);
    await clearable.unmount();
    unmount = undefined;
    const fixed = await renderSelect(CONTROLS.comparison_type.schema, 'values');
    expect(fixed.container.querySelector('button[aria-label="Clear"]')).toBeNull();
  });
});

describe('selectChoicesOf', () => {
  it('takes closed choices from the schema and datasource choices from the datasource', () => {
    expect(selectChoicesOf(CONTROLS.rolling_type.schema, {})).toMatchObject({ freeForm: false, multi: false, closedSchema: CONTROLS.rolling_type.schema });
    const orderBy = selectChoicesOf(CONTROLS.order_by_cols.schema, { multi: true, datasourceChoices: 'order_by_choices' }, TEST_DATASOURCE);
    expect(orderBy.choices[0]).toEqual({ const: '["ds", true]', title: 'ds [asc]' });
    expect(orderBy).toMatchObject({ freeForm: false, multi: true });
    expect(orderBy.closedSchema).toBeDefined();
  });

  it('drops nothing while the datasource does not list the choices', () => {
    const { order_by_choices: _omitted, ...bare } = TEST_DATASOURCE;
    expect(selectChoicesOf(CONTROLS.order_by_cols.schema, { multi: true, datasourceChoices: 'order_by_choices' }, bare)).toEqual({
      choices: [],
      freeForm: false,
      multi: true,
    });
  });

  it('treats suggestions as free-form', () => {
    const rowLimit = selectChoicesOf(CONTROLS.row_limit.schema, { freeForm: true });
    expect(rowLimit.freeForm).toBe(true);
    expect(rowLimit.choices.map((choice) => choice.const)).toContain(10000);
    expect(rowLimit.closedSchema).toBeUndefined();
  });
});

describe('typedValueFor', () => {
  it('turns numeric text into numbers for number controls only', () => {
    expect(typedValueFor('250', CONTROLS.row_limit.schema)).toBe(250);
    expect(typedValueFor('12.5', CONTROLS.row_limit.schema)).toBe(12.5);
    expect(typedValueFor('abc', CONTROLS.row_limit.schema)).toBe('abc');
    expect(typedValueFor('7', CONTROLS.time_compare.schema)).toBe('7');
    expect(typedValueFor(' 1T ', CONTROLS.resample_rule.schema)).toBe('1T');
  });
});
