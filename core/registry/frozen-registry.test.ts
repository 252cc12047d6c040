import { describe, expect, it } from 'vitest';
import { FrozenRegistry } from './frozen-registry.js';

describe('FrozenRegistry', () => {
  const registry = new FrozenRegistry('widget', [
    ['a', { n: 1 }],
    ['b', { n: 2 }],
  ]);

  it('behaves as a read-only map in insertion order', () => {
    expect(registry.size).toBe(2);
    expect(registry.get('a')).toEqual({ n: 1 });
    expect(registry.has('c')).toBe(false);
    expect([...registry]).toEqual([
      ['a', { n: 1 }],
      ['b', { n: 2 }],
    ]);
    expect([...registry.keys()]).toEqual(['a', 'b']);
    const seen: string[] = [];
    registry.forEach((value, key, map) => seen.push(`${key}=${value.n}:${map === registry}`));
    expect(seen).toEqual(['a=1:true', 'b=2:true']);
    expect(registry.list()).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('cannot be changed after construction', () => {
    expect('set' in registry || 'delete' in registry || 'clear' in registry).toBe(false);
    expect(() => Object.assign(registry, { extra: 1 })).toThrow(TypeError);
    expect(() => (registry.list() as unknown[]).push({})).toThrow(TypeError);
  });

  it('names the kind and key of a missing descriptor', () => {
    expect(() => registry.require('z')).toThrow("Unknown widget 'z'");
  });
});
