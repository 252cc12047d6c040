import { describe, expect, it } from 'vitest';
import { indentSelection } from './code-indent.js';

describe('indentSelection', () => {
  it('inserts an indent at the cursor', () => {
    expect(indentSelection({ text: 'ab', start: 1, end: 1 }, false)).toEqual({ text: 'a  b', start: 3, end: 3 });
  });

  it('indents every line a selection touches', () => {
    expect(indentSelection({ text: 'one\ntwo\nthree', start: 1, end: 6 }, false)).toEqual({ text: '  one\n  two\nthree', start: 3, end: 10 });
    // Ending right after a newline leaves the next line alone.
    expect(indentSelection({ text: 'one\ntwo', start: 0, end: 4 }, false)).toEqual({ text: '  one\ntwo', start: 2, end: 6 });
  });

  it('outdents by up to one indent, tabs included', () => {
    expect(indentSelection({ text: '    one\n two\n\tthree', start: 0, end: 19 }, true)).toEqual({ text: '  one\ntwo\nthree', start: 0, end: 15 });
    expect(indentSelection({ text: 'x\n  y', start: 4, end: 4 }, true)).toEqual({ text: 'x\ny', start: 2, end: 2 });
    expect(indentSelection({ text: 'plain', start: 2, end: 2 }, true)).toEqual({ text: 'plain', start: 2, end: 2 });
  });
});
