import { describe, expect, it } from 'vitest';
import { CONTROLS } from '../controls/index.js';
import { choicesOf } from './choices-of.js';
import { dropValuesNotInChoices } from './drop-values-not-in-choices.js';

describe('dropValuesNotInChoices (spec §5: non-free-form selects drop values not in choices)', () => {
  it('turns a single value outside a closed select’s choices into null', () => {
    expect(dropValuesNotInChoices('median', CONTROLS.rolling_type.schema)).toBeNull();
    expect(dropValuesNotInChoices('mean', CONTROLS.rolling_type.schema)).toBe('mean');
    expect(dropValuesNotInChoices('P2D', CONTROLS.time_grain_sqla.schema)).toBeNull();
    expect(dropValuesNotInChoices(0.4, CONTROLS.header_font_size.schema)).toBe(0.4);
  });

  it('keeps the valid entries of a closed multi select, null when none is valid', () => {
    const schema = { type: 'array', items: { oneOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }] } } as const;
    expect(dropValuesNotInChoices(['a', 'x', 'b'], schema)).toEqual(['a', 'b']);
    expect(dropValuesNotInChoices(['x', 'y'], schema)).toBeNull();
    expect(dropValuesNotInChoices([], schema)).toEqual([]);
    expect(dropValuesNotInChoices(['a'], { type: 'array', items: { enum: ['a'] } })).toEqual(['a']);
  });

  it('keeps any value of a free-form select', () => {
    expect(dropValuesNotInChoices(12345, CONTROLS.row_limit.schema)).toBe(12345);
    expect(dropValuesNotInChoices(',.4f', CONTROLS.y_axis_format.schema)).toBe(',.4f');
    expect(dropValuesNotInChoices(['3 months ago'], CONTROLS.time_compare.schema)).toEqual(['3 months ago']);
  });

  it('leaves an unset value alone', () => {
    expect(dropValuesNotInChoices(null, CONTROLS.rolling_type.schema)).toBeNull();
    expect(dropValuesNotInChoices(undefined, CONTROLS.rolling_type.schema)).toBeUndefined();
  });
});

describe('choicesOf', () => {
  it('reads closed choices with their titles', () => {
    expect(choicesOf(CONTROLS.comparison_type.schema)).toEqual({
      choices: [
        { const: 'values', title: 'Actual values' },
        { const: 'absolute', title: 'Difference' },
        { const: 'percentage', title: 'Percentage change' },
        { const: 'ratio', title: 'Ratio' },
      ],
      freeForm: false,
      multi: false,
    });
  });

  it('reads free-form suggestions, single and multi, with titles where they differ from the value', () => {
    const rules = choicesOf(CONTROLS.resample_rule.schema);
    expect(rules.freeForm).toBe(true);
    expect(rules.choices[0]).toEqual({ const: '1T', title: 'Every minute' });
    const shifts = choicesOf(CONTROLS.time_compare.schema);
    expect(shifts).toMatchObject({ freeForm: true, multi: true });
    expect(shifts.choices[0]).toEqual({ const: '1 day ago', title: '1 day ago' });
  });
});
