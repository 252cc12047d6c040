/** A compiled annotation formula: y as a function of x. */
export type Formula = (x: number) => number;

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'op'; value: string };

const FUNCTIONS: Readonly<Record<string, (...args: number[]) => number>> = {
  abs: Math.abs,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  exp: Math.exp,
  // mathjs' log is the natural logarithm; log(x, base) takes a base.
  log: (value, base) => (base === undefined ? Math.log(value) : Math.log(value) / Math.log(base)),
  ln: Math.log,
  log10: Math.log10,
  log2: Math.log2,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  floor: Math.floor,
  ceil: Math.ceil,
  round: Math.round,
  sign: Math.sign,
  min: Math.min,
  max: Math.max,
  pow: Math.pow,
};

const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/%^(),]))/y;
  let position = 0;
  while (position < text.length) {
    if (/^\s*$/.test(text.slice(position))) break;
    pattern.lastIndex = position;
    const match = pattern.exec(text);
    if (!match) throw new Error(`Unexpected "${text.slice(position).trim().charAt(0)}" in formula`);
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'name', value: match[2].toLowerCase() });
    else tokens.push({ kind: 'op', value: match[3]! });
    position = pattern.lastIndex;
  }
  return tokens;
}

/** Recursive-descent parser building closures: no eval, so formulas run under the page's CSP. */
class FormulaParser {
  private index = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): Formula {
    if (this.tokens.length === 0) throw new Error('The formula is empty');
    const formula = this.additive();
    const rest = this.tokens[this.index];
    if (rest) throw new Error(`Unexpected "${String(rest.value)}" in formula`);
    return formula;
  }

  private peekOp(...ops: string[]): string | undefined {
    const token = this.tokens[this.index];
    return token?.kind === 'op' && ops.includes(token.value) ? token.value : undefined;
  }

  private expectOp(op: string): void {
    if (!this.peekOp(op)) throw new Error(`Expected "${op}" in formula`);
    this.index++;
  }

  private additive(): Formula {
    let left = this.multiplicative();
    for (let op = this.peekOp('+', '-'); op; op = this.peekOp('+', '-')) {
      this.index++;
      const [a, b] = [left, this.multiplicative()];
      left = op === '+' ? (x) => a(x) + b(x) : (x) => a(x) - b(x);
    }
    return left;
  }

  private multiplicative(): Formula {
    let left = this.unary();
    for (;;) {
      const op = this.peekOp('*', '/', '%');
      const next = this.tokens[this.index];
      // Implicit multiplication, as mathjs reads it: 2x, 3(x + 1), 2 pi.
      const implicit = !op && next !== undefined && (next.kind === 'name' || (next.kind === 'op' && next.value === '('));
      if (!op && !implicit) return left;
      if (op) this.index++;
      const [a, b] = [left, this.unary()];
      left = op === '/' ? (x) => a(x) / b(x) : op === '%' ? (x) => a(x) % b(x) : (x) => a(x) * b(x);
    }
  }

  private unary(): Formula {
    const op = this.peekOp('+', '-');
    if (op) {
      this.index++;
      const operand = this.unary();
      return op === '-' ? (x) => -operand(x) : operand;
    }
    return this.power();
  }

  private power(): Formula {
    const base = this.primary();
    if (!this.peekOp('^')) return base;
    this.index++;
    const exponent = this.unary();
    return (x) => base(x) ** exponent(x);
  }

  private primary(): Formula {
    const token = this.tokens[this.index];
    if (!token) throw new Error('The formula ends too early');
    this.index++;
    if (token.kind === 'number') {
      const value = token.value;
      return () => value;
    }
    if (token.kind === 'op') {
      if (token.value !== '(') throw new Error(`Unexpected "${token.value}" in formula`);
      const inner = this.additive();
      this.expectOp(')');
      return inner;
    }
    const name = token.value;
    if (this.peekOp('(')) {
      const fn = FUNCTIONS[name];
      if (!fn) throw new Error(`Unknown function "${name}" in formula`);
      this.index++;
      const args: Formula[] = [];
      if (!this.peekOp(')')) {
        args.push(this.additive());
        while (this.peekOp(',')) {
          this.index++;
          args.push(this.additive());
        }
      }
      this.expectOp(')');
      return (x) => fn(...args.map((arg) => arg(x)));
    }
    if (name === 'x') return (x) => x;
    const constant = CONSTANTS[name];
    if (constant === undefined) throw new Error(`Unknown name "${name}" in formula: use x for the x-axis value`);
    return () => constant;
  }
}

/**
 * Compiles an annotation formula (Superset's FORMULA annotation layer) over `x`: numbers, `x`,
 * `+ - * / % ^`, parentheses, implicit products (`2x`), `pi`, `e` and the usual functions (`abs`,
 * `sqrt`, `exp`, `log`, `sin`, `min`, `max`, …). A leading `y =` is allowed.
 *
 * @throws Error with a readable message when the formula does not parse.
 *
 * @example
 * compileFormula('y = 2x + 1')(3); // 7
 */
export function compileFormula(text: string): Formula {
  const body = text.trim().replace(/^y\s*=/i, '');
  return new FormulaParser(tokenize(body)).parse();
}
