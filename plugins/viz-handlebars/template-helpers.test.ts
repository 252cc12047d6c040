import { describe, expect, it } from 'vitest';
import { TEMPLATE_HELPERS } from './template-helpers.js';

const call = (name: string, ...args: unknown[]) => TEMPLATE_HELPERS[name]!(args, {});

describe('includes / excludes', () => {
  it('look for a value in an array by identity', () => {
    expect(call('includes', ['boy', 'girl', 3], 'girl')).toBe(true);
    expect(call('includes', ['boy', 'girl', 3], 3)).toBe(true);
    expect(call('includes', ['boy', 'girl', 3], '3')).toBe(false);
    expect(call('excludes', ['boy', 'girl'], 'other')).toBe(true);
    expect(call('excludes', ['boy', 'girl'], 'boy')).toBe(false);
  });

  it('look for text in a string, numbers read as text', () => {
    expect(call('includes', 'Total 2024', 'Total')).toBe(true);
    expect(call('includes', 'Total 2024', 2024)).toBe(true);
    expect(call('excludes', 'Total 2024', 'Average')).toBe(true);
  });

  it('treat anything else as holding nothing', () => {
    expect(call('includes', { a: 1 }, 'a')).toBe(false);
    expect(call('includes', null, null)).toBe(false);
    expect(call('excludes', 42, 4)).toBe(true);
  });
});
