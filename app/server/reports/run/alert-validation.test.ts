import { describe, expect, it } from 'vitest';
import type { OperatorValidatorConfig } from '../report-model.js';
import { RUN_MESSAGES } from './alert-messages.js';
import { evaluateAlert } from './alert-validation.js';

const notNull = { validator_type: 'not null' as const, validator_config_json: {} };
const operator = (op: OperatorValidatorConfig['op'], threshold: number) => ({ validator_type: 'operator' as const, validator_config_json: { op, threshold } });
const one = (value: unknown, column = 'value') => ({ columns: [column], rows: [[value]] });

describe('evaluateAlert: not null', () => {
  it('fires on a value that is not null, 0 or NaN', () => {
    expect(evaluateAlert(notNull, one(5))).toEqual({ triggered: true, value: 5, row: { value: 5 } });
    expect(evaluateAlert(notNull, one('text'))).toEqual({ triggered: true, value: null, row: { value: 'text' } });
    expect(evaluateAlert(notNull, one(12n)).value).toBe(12);
    for (const empty of [null, 0, Number.NaN, '0']) expect(evaluateAlert(notNull, one(empty)).triggered).toBe(false);
  });

  it('does not fire without rows', () => {
    expect(evaluateAlert(notNull, { columns: ['value'], rows: [] })).toEqual({ triggered: false, value: null, row: null });
  });
});

describe('evaluateAlert: operator', () => {
  it('compares the value with the threshold', () => {
    expect(evaluateAlert(operator('>', 10), one(11)).triggered).toBe(true);
    expect(evaluateAlert(operator('>', 10), one(10)).triggered).toBe(false);
    expect(evaluateAlert(operator('>=', 10), one(10)).triggered).toBe(true);
    expect(evaluateAlert(operator('<', 10), one(9.5)).triggered).toBe(true);
    expect(evaluateAlert(operator('<=', 10), one(11)).triggered).toBe(false);
    expect(evaluateAlert(operator('==', 3), one('3')).triggered).toBe(true);
    expect(evaluateAlert(operator('!=', 3), one(3n)).triggered).toBe(false);
  });

  it('reads null and no rows as 0', () => {
    expect(evaluateAlert(operator('<', 1), one(null))).toEqual({ triggered: true, value: 0, row: { value: null } });
    expect(evaluateAlert(operator('==', 0), { columns: ['value'], rows: [] })).toEqual({ triggered: true, value: 0, row: null });
  });

  it('refuses several rows, several columns and non-numbers with Superset’s messages', () => {
    expect(() => evaluateAlert(operator('>', 1), { columns: ['v'], rows: [[1], [2]] })).toThrow(RUN_MESSAGES.multipleRows);
    expect(() => evaluateAlert(notNull, { columns: ['a', 'b'], rows: [[1, 2]] })).toThrow(RUN_MESSAGES.multipleColumns);
    expect(() => evaluateAlert(operator('>', 1), one('many'))).toThrow(RUN_MESSAGES.nonNumber);
    expect(() => evaluateAlert(operator('>', 1), one(new Date()))).toThrow(RUN_MESSAGES.nonNumber);
  });

  it('refuses a validator without operator or threshold', () => {
    expect(() => evaluateAlert({ validator_type: 'operator', validator_config_json: { op: '>' } }, one(1))).toThrow(RUN_MESSAGES.validation);
    expect(() => evaluateAlert({ validator_type: 'operator', validator_config_json: { threshold: 1 } }, one(1))).toThrow(RUN_MESSAGES.validation);
    expect(() => evaluateAlert({ validator_type: null, validator_config_json: {} }, one(1))).toThrow(RUN_MESSAGES.validation);
  });
});
