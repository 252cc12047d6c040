import { TimeRangeError } from './time-range-error.js';
import type { TimeToken, TimeTokenKind } from './tokenize-time-expression.js';

/** Reads a token list front to back for the recursive-descent parsers, and words their errors. */
export class TokenCursor {
  private index = 0;

  constructor(
    /** The text the tokens came from; errors quote it. */
    readonly source: string,
    private readonly tokens: readonly TimeToken[],
  ) {}

  /** The token `offset` places ahead, if any. */
  peek(offset = 0): TimeToken | undefined {
    return this.tokens[this.index + offset];
  }

  atEnd(): boolean {
    return this.index >= this.tokens.length;
  }

  /** The token most recently consumed. */
  previous(): TimeToken {
    return this.tokens[this.index - 1]!;
  }

  /** Whether the next token is one of these words (case-insensitive). */
  peekWord(...words: string[]): boolean {
    const token = this.peek();
    return token?.kind === 'word' && words.includes(token.text.toLowerCase());
  }

  /** Consumes the next token when it is one of these words. */
  acceptWord(...words: string[]): TimeToken | null {
    return this.peekWord(...words) ? this.tokens[this.index++]! : null;
  }

  /** Consumes the next token when it is of this kind. */
  accept(kind: TimeTokenKind): TimeToken | null {
    return this.peek()?.kind === kind ? this.tokens[this.index++]! : null;
  }

  /** Consumes the next token, which must be of this kind. */
  expect(kind: TimeTokenKind, description: string): TimeToken {
    return this.accept(kind) ?? this.fail(description);
  }

  /** Consumes the next token, which must be one of these words. */
  expectWord(description: string, ...words: string[]): TimeToken {
    return this.acceptWord(...words) ?? this.fail(description);
  }

  /** Consumes any next token. */
  next(description: string): TimeToken {
    return this.tokens[this.index++] ?? this.fail(description);
  }

  /** The source text from the start of one token to the end of the last consumed one. */
  textFrom(first: TimeToken): string {
    return this.source.slice(first.start, this.previous().end);
  }

  /** Throws a parse error saying what was expected and what was found instead. */
  fail(expected: string): never {
    const token = this.peek();
    const found = token ? `"${this.source.slice(token.start, token.end)}"` : 'the end';
    throw new TimeRangeError(`Error parsing time range: expected ${expected} but found ${found} in "${this.source}"`);
  }
}
