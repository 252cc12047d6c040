/**
 * Jinja-style `{{ … }}` parameters in SQL Lab queries, rendered from the JSON the editor sends:
 * variables, dotted and indexed access, string/number/boolean literals, a fixed set of filters
 * (`default`/`d`, `join`, `upper`, `lower`, `trim`, `int`, `float`, `string`, `length`, `first`,
 * `last`, `replace`) and the current-user macros. Nothing in the template can run code: there are
 * no statements (`{% … %}`), operators or attribute calls, and lookups never leave the params'
 * own data.
 */

/** Who runs the query, for `current_username()`, `current_user_id()` and `current_user_email()`. */
export interface TemplateUser {
  id: number;
  username: string;
  email: string | null;
}

/** Why a template could not be rendered: malformed syntax, or parameters with no value. */
export class TemplateError extends Error {
  override readonly name = 'TemplateError';
  constructor(
    readonly kind: 'malformed' | 'missing',
    message: string,
    readonly undefinedParameters: readonly string[] = [],
  ) {
    super(message);
  }
}

type Node =
  | { type: 'literal'; value: unknown }
  | { type: 'path'; root: string; steps: (string | number)[]; text: string }
  | { type: 'call'; name: string; args: Node[] }
  | { type: 'filter'; name: string; target: Node; args: Node[] };

interface Evaluated {
  defined: boolean;
  value: unknown;
  /** The parameter path that had no value, when not defined. */
  missing?: string;
}

interface Token {
  kind: 'name' | 'number' | 'string' | 'symbol';
  text: string;
  value?: unknown;
}

const malformed = (detail: string) => new TemplateError('malformed', `The query contains one or more malformed template parameters: ${detail}.`);

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < expression.length) {
    const ch = expression[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (/[A-Za-z_]/.test(ch)) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(expression.slice(i))![0];
      tokens.push({ kind: 'name', text: name });
      i += name.length;
    } else if (/[0-9]/.test(ch) || (ch === '-' && /[0-9]/.test(expression[i + 1] ?? ''))) {
      const number = /^-?[0-9]+(?:\.[0-9]+)?/.exec(expression.slice(i))![0];
      tokens.push({ kind: 'number', text: number, value: Number(number) });
      i += number.length;
    } else if (ch === "'" || ch === '"') {
      let value = '';
      let j = i + 1;
      for (; j < expression.length && expression[j] !== ch; j++) {
        if (expression[j] === '\\' && j + 1 < expression.length) j++;
        value += expression[j];
      }
      if (j >= expression.length) throw malformed('a string that never closes');
      tokens.push({ kind: 'string', text: expression.slice(i, j + 1), value });
      i = j + 1;
    } else if ('.[](),|='.includes(ch)) {
      tokens.push({ kind: 'symbol', text: ch });
      i++;
    } else {
      throw malformed(`unsupported character '${ch}'`);
    }
  }
  return tokens;
}

const LITERAL_NAMES: Readonly<Record<string, unknown>> = { true: true, True: true, false: false, False: false, none: null, None: null };

class ExpressionParser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Node {
    if (this.tokens.length === 0) throw malformed('an empty expression');
    const node = this.expression();
    if (this.index < this.tokens.length) throw malformed(`unexpected '${this.tokens[this.index]!.text}'`);
    return node;
  }

  private peek(text?: string): Token | undefined {
    const token = this.tokens[this.index];
    return text === undefined || token?.text === text ? token : undefined;
  }

  private take(kind?: Token['kind'], text?: string): Token {
    const token = this.tokens[this.index];
    if (!token || (kind && token.kind !== kind) || (text && token.text !== text)) {
      throw malformed(token ? `unexpected '${token.text}'` : `expected ${text ? `'${text}'` : (kind ?? 'more')}`);
    }
    this.index++;
    return token;
  }

  private expression(): Node {
    let node = this.primary();
    while (this.peek('|')) {
      this.take();
      const name = this.take('name').text;
      node = { type: 'filter', name, target: node, args: this.peek('(') ? this.args() : [] };
    }
    return node;
  }

  private args(): Node[] {
    this.take('symbol', '(');
    const args: Node[] = [];
    while (!this.peek(')')) {
      // `default('x', boolean=true)`: the keyword names nothing we need beyond its position.
      if (this.tokens[this.index]?.kind === 'name' && this.tokens[this.index + 1]?.text === '=') this.index += 2;
      args.push(this.expression());
      if (!this.peek(')')) this.take('symbol', ',');
    }
    this.take('symbol', ')');
    return args;
  }

  private primary(): Node {
    const token = this.take();
    if (token.kind === 'string' || token.kind === 'number') return { type: 'literal', value: token.value };
    if (token.kind !== 'name') throw malformed(`unexpected '${token.text}'`);
    if (Object.hasOwn(LITERAL_NAMES, token.text)) return { type: 'literal', value: LITERAL_NAMES[token.text] };
    if (this.peek('(')) return { type: 'call', name: token.text, args: this.args() };
    const steps: (string | number)[] = [];
    let text = token.text;
    for (;;) {
      if (this.peek('.')) {
        this.take();
        const name = this.take('name').text;
        steps.push(name);
        text += `.${name}`;
      } else if (this.peek('[')) {
        this.take();
        const key = this.take();
        if (key.kind !== 'string' && key.kind !== 'number') throw malformed(`unexpected '${key.text}' in brackets`);
        this.take('symbol', ']');
        steps.push(key.value as string | number);
        text += `[${key.text}]`;
      } else {
        return { type: 'path', root: token.text, steps, text };
      }
    }
  }
}

/** Jinja's way of printing a value: strings as they are, Python's True/False/None, lists and objects as JSON. */
function renderValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** A member of the params' own data; never an inherited property (`constructor`, `__proto__`). */
function member(container: unknown, key: string | number): Evaluated {
  if (Array.isArray(container) && typeof key === 'number') {
    const index = key < 0 ? container.length + key : key;
    return index >= 0 && index < container.length ? { defined: true, value: container[index] } : { defined: false, value: undefined };
  }
  if (container !== null && typeof container === 'object' && !Array.isArray(container) && Object.hasOwn(container, String(key))) {
    return { defined: true, value: (container as Record<string, unknown>)[String(key)] };
  }
  return { defined: false, value: undefined };
}

class TemplateEvaluator {
  constructor(
    private readonly params: Record<string, unknown>,
    private readonly user: TemplateUser | undefined,
  ) {}

  evaluate(node: Node): Evaluated {
    switch (node.type) {
      case 'literal':
        return { defined: true, value: node.value };
      case 'path': {
        let current = member(this.params, node.root);
        for (const step of node.steps) {
          if (!current.defined) break;
          current = member(current.value, step);
        }
        return current.defined ? current : { defined: false, value: undefined, missing: node.text };
      }
      case 'call':
        return this.call(node.name);
      case 'filter':
        return this.filter(node);
    }
  }

  private call(name: string): Evaluated {
    switch (name) {
      case 'current_username':
        return { defined: true, value: this.user?.username ?? null };
      case 'current_user_id':
        return { defined: true, value: this.user?.id ?? null };
      case 'current_user_email':
        return { defined: true, value: this.user?.email ?? null };
      default:
        throw malformed(`unknown function '${name}'`);
    }
  }

  private filter(node: Extract<Node, { type: 'filter' }>): Evaluated {
    const target = this.evaluate(node.target);
    const args = node.args.map((arg) => this.evaluate(arg));
    if (node.name === 'default' || node.name === 'd') {
      const orFalsy = args[1]?.value === true;
      if (target.defined && !(orFalsy && !target.value)) return target;
      return args[0] ?? { defined: true, value: '' };
    }
    if (!target.defined) return target;
    const missingArg = args.find((arg) => !arg.defined);
    if (missingArg) return missingArg;
    const value = target.value;
    const text = () => renderValue(value);
    const list = () => (Array.isArray(value) ? value : typeof value === 'string' ? [...value] : [value]);
    const result = (out: unknown): Evaluated => ({ defined: true, value: out });
    switch (node.name) {
      case 'join':
        return result(list().map(renderValue).join(args[0] ? renderValue(args[0].value) : ''));
      case 'upper':
        return result(text().toUpperCase());
      case 'lower':
        return result(text().toLowerCase());
      case 'trim':
        return result(text().trim());
      case 'string':
        return result(text());
      case 'int': {
        const parsed = Number.parseInt(text(), 10);
        return result(Number.isFinite(parsed) ? parsed : 0);
      }
      case 'float': {
        const parsed = Number.parseFloat(text());
        return result(Number.isFinite(parsed) ? parsed : 0);
      }
      case 'length':
      case 'count':
        return result(value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).length : list().length);
      case 'first':
        return result(list()[0] ?? null);
      case 'last':
        return result(list().at(-1) ?? null);
      case 'replace':
        if (args.length < 2) throw malformed("replace needs two arguments, e.g. replace('a', 'b')");
        return result(text().split(renderValue(args[0]!.value)).join(renderValue(args[1]!.value)));
      default:
        throw malformed(`unknown filter '${node.name}'`);
    }
  }
}

/** Index just past the `}}` closing an expression that starts at `from`, skipping quoted text. */
function expressionEnd(sql: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < sql.length; i++) {
    const ch = sql[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
    } else if (ch === '}' && sql[i + 1] === '}') {
      return i;
    }
  }
  return -1;
}

/**
 * Parses the editor's `templateParams` (a JSON object as text); empty means no parameters.
 * Anything but a JSON object is malformed.
 */
export function parseTemplateParams(text: string | null | undefined): Record<string, unknown> {
  if (text === null || text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new TemplateError('malformed', 'The template parameters are not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new TemplateError('malformed', 'The template parameters must be a JSON object.');
  return parsed as Record<string, unknown>;
}

/**
 * Renders the `{{ … }}` expressions of a query and drops `{# … #}` comments. Throws a
 * {@link TemplateError}: `malformed` for syntax it cannot read (statements, unclosed braces,
 * unknown filters), `missing` naming every parameter that has no value and no default.
 *
 * @example
 * ```ts
 * renderSqlTemplate("SELECT * FROM t WHERE state = '{{ state | default('CA') }}' LIMIT {{ n }}", { n: 5 });
 * // "SELECT * FROM t WHERE state = 'CA' LIMIT 5"
 * ```
 */
export function renderSqlTemplate(sql: string, params: Record<string, unknown>, user?: TemplateUser): string {
  const evaluator = new TemplateEvaluator(params, user);
  const missing: string[] = [];
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const open = sql.indexOf('{', i);
    if (open < 0 || open === sql.length - 1) {
      out += sql.slice(i);
      break;
    }
    const marker = sql[open + 1];
    if (marker !== '{' && marker !== '%' && marker !== '#') {
      out += sql.slice(i, open + 1);
      i = open + 1;
      continue;
    }
    out += sql.slice(i, open);
    if (marker === '%') throw malformed('template statements ({% … %}) are not supported');
    if (marker === '#') {
      const close = sql.indexOf('#}', open + 2);
      if (close < 0) throw malformed('a comment ({# … #}) that never closes');
      i = close + 2;
      continue;
    }
    const close = expressionEnd(sql, open + 2);
    if (close < 0) throw malformed('an expression ({{ … }}) that never closes');
    const result = evaluator.evaluate(new ExpressionParser(tokenize(sql.slice(open + 2, close))).parse());
    if (result.defined) out += renderValue(result.value);
    else if (result.missing && !missing.includes(result.missing)) missing.push(result.missing);
    i = close + 2;
  }
  if (missing.length > 0) {
    const message = missing.length === 1
      ? `The parameter ${missing[0]} in your query is undefined.`
      : `The following parameters in your query are undefined: ${missing.join(', ')}.`;
    throw new TemplateError('missing', message, missing);
  }
  return out;
}
