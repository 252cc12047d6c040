import { describe, expect, it } from 'vitest';
import type { PostProcessingRule } from '../model/query-object.js';
import { applyPostProcessing, POST_PROCESSING_OPERATIONS } from './apply-post-processing.js';
import type { Frame } from './frame.js';
import { PostProcessingError } from './post-processing-error.js';
import type { PostProcessingOperation } from './post-processing-operation.js';

const frame: Frame = { columns: ['g', 'v'], data: [['b', 'a', 'b'], [1, 2, 3]] };

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('applyPostProcessing', () => {
  it('applies rules in order, skipping empty entries, without touching its input', () => {
    const input = deepFreeze(structuredClone(frame));
    const rules: (PostProcessingRule | undefined | null)[] = [
      { operation: 'aggregate', options: { groupby: ['g'], aggregates: { total: { column: 'v', operator: 'sum' } } } },
      undefined,
      null,
      { operation: 'sort', options: { columns: { total: false } } },
    ];
    expect(applyPostProcessing(input, rules)).toEqual({ columns: ['g', 'total'], data: [['b', 'a'], [4, 2]] });
    expect(input).toEqual(frame);
  });

  it('returns the frame itself for no rules', () => {
    expect(applyPostProcessing(frame, [])).toBe(frame);
  });

  it('accepts the typed rules, which are assignable to PostProcessingRule', () => {
    const rules: PostProcessingOperation[] = [{ operation: 'cum', options: { operator: 'sum', columns: { v: 'v' } } }, { operation: 'flatten' }];
    const asRules: readonly PostProcessingRule[] = rules;
    expect(applyPostProcessing(frame, asRules).data[1]).toEqual([1, 3, 6]);
  });

  it('implements the operations of the issue', () => {
    expect([...POST_PROCESSING_OPERATIONS].sort()).toEqual(
      ['aggregate', 'boxplot', 'compare', 'contribution', 'cum', 'diff', 'flatten', 'histogram', 'pivot', 'rank', 'rename', 'resample', 'rolling', 'select', 'sort'],
    );
  });

  it('rejects unknown and unsupported operations with Superset messages', () => {
    expect(() => applyPostProcessing(frame, [{ operation: 'transpose' }])).toThrow('Unsupported post processing operation: transpose');
    expect(() => applyPostProcessing(frame, [{ operation: 'prophet', options: { periods: 7 } }])).toThrow(
      'Unsupported post processing operation: prophet (forecasting (prophet) is not available in Tessera)',
    );
    expect(() => applyPostProcessing(frame, [{ operation: '' }])).toThrow('`operation` property of post processing object undefined');
    expect(() => applyPostProcessing(frame, [{ operation: 'toString' }])).toThrow('Unsupported post processing operation: toString');
  });

  it('rejects unknown and mistyped options, naming the operation', () => {
    expect(() => applyPostProcessing(frame, [{ operation: 'sort', options: { columns: { v: true }, na_position: 'first' } }])).toThrow(
      'Invalid options for sort: unexpected option "na_position"',
    );
    expect(() => applyPostProcessing(frame, [{ operation: 'rolling', options: { rolling_type: 'mean', window: '7' } }])).toThrow(
      'Invalid options for rolling: "window" must be a number, got "7"',
    );
    expect(() => applyPostProcessing(frame, [{ operation: 'rolling', options: { rolling_type: 'mean', window: 7, columns: ['v'] } }])).toThrow(PostProcessingError);
  });

  it('rejects a malformed frame', () => {
    expect(() => applyPostProcessing({ columns: ['a', 'b'], data: [[1]] }, [])).toThrow('Invalid frame');
    expect(() => applyPostProcessing({ columns: ['a', 'b'], data: [[1], [1, 2]] }, [])).toThrow('Invalid frame');
  });
});
