import { describe, expect, it } from 'vitest';
import { stableJson } from './stable-json.js';

describe('stableJson', () => {
  it('gives equal text for equal values whatever the key order, leaving out undefined members', () => {
    expect(stableJson({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe('{"a":[1,{"d":2}],"b":1}');
    expect(stableJson({ a: 1, b: 2 })).toBe(stableJson({ b: 2, a: 1 }));
    expect(stableJson([undefined, null])).toBe('[null,null]');
    expect(stableJson(undefined)).toBe('null');
  });
});
