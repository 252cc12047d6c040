import { describe, expect, it } from 'vitest';
import { timeRangeErrorMessage } from './use-resolved-time-range.js';

describe('timeRangeErrorMessage', () => {
  it('shows the message of an Error, a { message } object or a string', () => {
    expect(timeRangeErrorMessage(new Error('From date cannot be larger than to date'))).toBe('From date cannot be larger than to date');
    expect(timeRangeErrorMessage({ message: 'Error parsing time range: "x"' })).toBe('Error parsing time range: "x"');
    expect(timeRangeErrorMessage('Bad range')).toBe('Bad range');
  });

  it('never shows [object Object] or an empty text', () => {
    for (const error of [{}, null, undefined, 42, new Error(''), '  ']) {
      expect(timeRangeErrorMessage(error)).toBe('The time range could not be resolved');
    }
  });
});
