import { describe, expect, it } from 'vitest';
import { verboseMapOf } from './verbose-map-of';

describe('verboseMapOf', () => {
  it('reads the text entries of a dataset’s verbose map', () => {
    expect(verboseMapOf({ verbose_map: { sum__num: 'Births', gender: 'Gender', bad: 3, empty: '' } })).toEqual({ sum__num: 'Births', gender: 'Gender' });
  });

  it('answers undefined for a dataset without one', () => {
    expect(verboseMapOf(undefined)).toBeUndefined();
    expect(verboseMapOf({ verbose_map: ['x'] })).toBeUndefined();
  });
});
