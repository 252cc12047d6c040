import { describe, expect, it } from 'vitest';
import { prefersArrowStream } from './sqllab-results-format.js';

describe('prefersArrowStream', () => {
  it('answers Arrow only when the Arrow type is named and ranks at least with JSON', () => {
    expect(prefersArrowStream('application/vnd.apache.arrow.stream, application/json;q=0.9')).toBe(true);
    expect(prefersArrowStream('application/vnd.apache.arrow.stream')).toBe(true);
    expect(prefersArrowStream('Application/Vnd.Apache.Arrow.Stream ; q=0.5, */*;q=0.1')).toBe(true);
    expect(prefersArrowStream('application/json, application/vnd.apache.arrow.stream;q=0.5')).toBe(false);
    expect(prefersArrowStream('application/vnd.apache.arrow.stream;q=0')).toBe(false);
    expect(prefersArrowStream('application/json')).toBe(false);
    expect(prefersArrowStream('*/*')).toBe(false);
    expect(prefersArrowStream('application/*')).toBe(false);
    expect(prefersArrowStream('')).toBe(false);
    expect(prefersArrowStream(undefined)).toBe(false);
  });
});
