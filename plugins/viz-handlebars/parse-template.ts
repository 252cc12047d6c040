import {
  TemplateSyntaxError,
  type BlockNode,
  type CallExpression,
  type LiteralExpression,
  type PathExpression,
  type TemplateExpression,
  type TemplateNode,
} from './template-ast.js';

interface Tag {
  kind: 'mustache' | 'raw' | 'open' | 'inverse-open' | 'close' | 'else' | 'comment';
  body: string;
  line: number;
}

type Piece = { type: 'text'; value: string } | { type: 'tag'; tag: Tag };

const WHITESPACE = /\s/;

/** Splits a template into text and tags, applying `~` whitespace control and `\{{` escapes. */
function scan(source: string): Piece[] {
  const pieces: Piece[] = [];
  let text = '';
  let i = 0;
  let line = 1;
  let trimNext = false;
  const pushText = () => {
    if (text !== '') pieces.push({ type: 'text', value: text });
    text = '';
  };
  while (i < source.length) {
    if (source.startsWith('\\{{', i)) {
      text += '{{';
      i += 3;
      continue;
    }
    if (!source.startsWith('{{', i)) {
      const next = source.indexOf('{{', i);
      const end = next === -1 ? source.length : next > 0 && source[next - 1] === '\\' ? next - 1 : next;
      let chunk = source.slice(i, end);
      if (trimNext) {
        chunk = chunk.replace(/^\s+/, '');
        trimNext = false;
      }
      text += chunk;
      line += (source.slice(i, end).match(/\n/g) ?? []).length;
      i = end;
      continue;
    }
    const start = line;
    let kind: Tag['kind'] = 'mustache';
    let open = 2;
    let close = '}}';
    if (source.startsWith('{{{', i)) {
      kind = 'raw';
      open = 3;
      close = '}}}';
    } else if (source.startsWith('{{!--', i) || source.startsWith('{{~!--', i)) {
      kind = 'comment';
      close = '--}}';
    } else if (source.startsWith('{{!', i) || source.startsWith('{{~!', i)) {
      kind = 'comment';
    }
    const end = source.indexOf(close, i + open);
    if (end === -1) throw new TemplateSyntaxError('A mustache is not closed', start);
    let body = source.slice(i + open, end);
    line += (source.slice(i, end + close.length).match(/\n/g) ?? []).length;
    i = end + close.length;
    const trimBefore = body.startsWith('~');
    if (trimBefore) body = body.slice(1);
    const trimAfter = body.endsWith('~');
    if (trimAfter) body = body.slice(0, -1);
    if (trimBefore) text = text.replace(/\s+$/, '');
    pushText();
    trimNext = trimAfter;
    if (kind === 'comment') continue;
    body = body.trim();
    if (kind === 'mustache') {
      if (body.startsWith('&')) {
        kind = 'raw';
        body = body.slice(1).trim();
      } else if (body.startsWith('#')) {
        kind = 'open';
        body = body.slice(1).trim();
        if (body.startsWith('*') || body.startsWith('>')) throw new TemplateSyntaxError('Decorators and partial blocks are not supported', start);
      } else if (body.startsWith('^')) {
        body = body.slice(1).trim();
        kind = body === '' ? 'else' : 'inverse-open';
      } else if (body.startsWith('/')) {
        kind = 'close';
        body = body.slice(1).trim();
      } else if (body.startsWith('>')) {
        throw new TemplateSyntaxError('Partials are not supported', start);
      } else if (body === 'else' || (body.startsWith('else') && WHITESPACE.test(body[4] ?? ''))) {
        kind = 'else';
        body = body.slice(4).trim();
      }
    }
    pieces.push({ type: 'tag', tag: { kind, body, line: start } });
  }
  if (trimNext) text = text.replace(/^\s+/, '');
  pushText();
  return pieces;
}

type Token = { kind: 'open' | 'close' | 'equals' | 'pipe'; line: number } | { kind: 'word'; text: string; line: number } | { kind: 'string'; text: string; line: number };

/** Splits a tag's body into words, strings, parentheses, `=` and `|`. */
function tokenize(body: string, line: number): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < body.length) {
    const c = body[i]!;
    if (WHITESPACE.test(c)) {
      i += 1;
    } else if (c === '(' || c === ')' || c === '=' || c === '|') {
      tokens.push({ kind: c === '(' ? 'open' : c === ')' ? 'close' : c === '=' ? 'equals' : 'pipe', line });
      i += 1;
    } else if (c === '"' || c === "'") {
      const end = body.indexOf(c, i + 1);
      if (end === -1) throw new TemplateSyntaxError('A string is not closed', line);
      tokens.push({ kind: 'string', text: body.slice(i + 1, end), line });
      i = end + 1;
    } else {
      let j = i;
      while (j < body.length && !WHITESPACE.test(body[j]!) && !'()=|'.includes(body[j]!)) {
        if (body[j] === '[') {
          const end = body.indexOf(']', j);
          if (end === -1) throw new TemplateSyntaxError('A [segment] is not closed', line);
          j = end + 1;
        } else j += 1;
      }
      tokens.push({ kind: 'word', text: body.slice(i, j), line });
      i = j;
    }
  }
  return tokens;
}

/** Reads `a.b`, `this.[c d]`, `./x`, `../x`, `@index`, `@root.data` as a path. */
function parsePath(text: string, line: number): PathExpression {
  let rest = text;
  const data = rest.startsWith('@');
  if (data) rest = rest.slice(1);
  let depth = 0;
  while (rest.startsWith('../')) {
    depth += 1;
    rest = rest.slice(3);
  }
  if (rest === '..') {
    depth += 1;
    rest = '';
  }
  const segments: Array<{ text: string; literal: boolean }> = [];
  let segment = '';
  let literal = false;
  for (let i = 0; i < rest.length; ) {
    const c = rest[i]!;
    if (c === '[') {
      const end = rest.indexOf(']', i);
      segment += rest.slice(i + 1, end);
      literal = true;
      i = end + 1;
    } else if (c === '.' || c === '/') {
      segments.push({ text: segment, literal });
      segment = '';
      literal = false;
      i += 1;
    } else {
      segment += c;
      i += 1;
    }
  }
  segments.push({ text: segment, literal });
  let explicitThis = false;
  if (!data && segments[0] && !segments[0].literal && segments[0].text === 'this') {
    explicitThis = true;
    segments.shift();
  } else if (!data && (rest === '.' || rest.startsWith('./'))) {
    explicitThis = true;
  }
  const parts = segments.filter((s) => s.literal || s.text !== '').map((s) => s.text);
  if (segments.some((s) => !s.literal && s.text === '..')) throw new TemplateSyntaxError(`'..' may only start a path: ${text}`, line);
  return { type: 'path', data, depth, parts, explicitThis: explicitThis || (parts.length === 0 && !data), original: text };
}

const NUMBER = /^-?\d+(\.\d+)?$/;

class ExpressionReader {
  private position = 0;
  constructor(private readonly tokens: Token[], private readonly line: number) {}

  get done(): boolean {
    return this.position >= this.tokens.length;
  }

  peek(offset = 0): Token | undefined {
    return this.tokens[this.position + offset];
  }

  /** `name params… key=value…`, stopping at `)`, `as |…|` or the end. */
  call(): CallExpression {
    const head = this.peek();
    if (!head || head.kind !== 'word') throw new TemplateSyntaxError('A mustache needs a name or a path', this.line);
    this.position += 1;
    const name = parsePath(head.text, this.line);
    const params: TemplateExpression[] = [];
    const hash: Record<string, TemplateExpression> = {};
    while (!this.done) {
      const token = this.peek()!;
      if (token.kind === 'close') break;
      if (token.kind === 'word' && token.text === 'as' && this.peek(1)?.kind === 'pipe') break;
      if (token.kind === 'word' && this.peek(1)?.kind === 'equals') {
        this.position += 2;
        hash[token.text] = this.value();
        continue;
      }
      if (Object.keys(hash).length > 0) throw new TemplateSyntaxError('Positional arguments must come before key=value arguments', this.line);
      params.push(this.value());
    }
    return { type: 'call', name, params, hash };
  }

  /** One argument: a literal, a path or a parenthesised call. */
  value(): TemplateExpression {
    const token = this.peek();
    if (!token) throw new TemplateSyntaxError('An argument is missing', this.line);
    this.position += 1;
    if (token.kind === 'string') return { type: 'literal', value: token.text };
    if (token.kind === 'open') {
      const inner = this.call();
      if (this.peek()?.kind !== 'close') throw new TemplateSyntaxError('A ( is not closed', this.line);
      this.position += 1;
      return inner;
    }
    if (token.kind !== 'word') throw new TemplateSyntaxError('Unexpected symbol in a mustache', this.line);
    const literal = literalOf(token.text);
    return literal ?? parsePath(token.text, this.line);
  }

  /** `as |a b|` after a block's arguments. */
  blockParams(): string[] {
    if (this.done) return [];
    const as = this.peek();
    if (!(as?.kind === 'word' && as.text === 'as' && this.peek(1)?.kind === 'pipe')) throw new TemplateSyntaxError('Unexpected text in a mustache', this.line);
    this.position += 2;
    const names: string[] = [];
    while (this.peek()?.kind === 'word') names.push((this.tokens[this.position++] as { text: string }).text);
    if (this.peek()?.kind !== 'pipe') throw new TemplateSyntaxError('Block parameters must be closed with |', this.line);
    this.position += 1;
    if (!this.done) throw new TemplateSyntaxError('Unexpected text after block parameters', this.line);
    return names;
  }
}

function literalOf(text: string): LiteralExpression | null {
  if (text === 'true') return { type: 'literal', value: true };
  if (text === 'false') return { type: 'literal', value: false };
  if (text === 'null') return { type: 'literal', value: null };
  if (text === 'undefined') return { type: 'literal', value: undefined };
  if (NUMBER.test(text)) return { type: 'literal', value: Number(text) };
  return null;
}

function readCall(body: string, line: number, withBlockParams: boolean): { expression: CallExpression; blockParams: string[] } {
  const reader = new ExpressionReader(tokenize(body, line), line);
  const expression = reader.call();
  if (reader.peek()?.kind === 'close') throw new TemplateSyntaxError('Unexpected )', line);
  const blockParams = withBlockParams ? reader.blockParams() : [];
  if (!withBlockParams && !reader.done) throw new TemplateSyntaxError('Unexpected text in a mustache', line);
  return { expression, blockParams };
}

/**
 * Parses a Handlebars template, the logic-less subset Tessera renders without compiling code:
 * text, `{{path}}` and `{{helper arg key=value}}` (escaped), `{{{…}}}` / `{{& …}}` (raw),
 * comments, blocks `{{#each}}`, `{{#if}}`, `{{#unless}}`, `{{#with}}` with `{{else}}` and
 * `{{else if …}}`, inverted sections `{{^…}}`, subexpressions `(helper …)`, `as |item index|`
 * block parameters, `~` whitespace control and `\{{` escapes. Partials and decorators are refused.
 *
 * @throws {TemplateSyntaxError} naming the problem and its line.
 *
 * @example
 * parseTemplate('{{#each data}}<li>{{name}}</li>{{/each}}');
 * // [{ type: 'block', expression: { name: { parts: ['each'] … }, params: [{ parts: ['data'] … }] … }, program: [ … ], inverse: null, blockParams: [] }]
 */
export function parseTemplate(source: string): TemplateNode[] {
  const pieces = scan(source);
  let index = 0;

  const program = (closing: BlockNode | null, closingName: string | null, openLine: number): { nodes: TemplateNode[]; end: 'close' | 'else'; elseTag?: Tag } => {
    const nodes: TemplateNode[] = [];
    while (index < pieces.length) {
      const piece = pieces[index++]!;
      if (piece.type === 'text') {
        nodes.push({ type: 'text', value: piece.value });
        continue;
      }
      const { tag } = piece;
      if (tag.kind === 'mustache' || tag.kind === 'raw') {
        nodes.push({ type: 'mustache', expression: readCall(tag.body, tag.line, false).expression, escaped: tag.kind === 'mustache' });
      } else if (tag.kind === 'open' || tag.kind === 'inverse-open') {
        nodes.push(block(tag));
      } else if (tag.kind === 'else') {
        if (!closing) throw new TemplateSyntaxError('{{else}} outside a block', tag.line);
        return { nodes, end: 'else', elseTag: tag };
      } else {
        if (closingName === null) throw new TemplateSyntaxError(`{{/${tag.body}}} closes no block`, tag.line);
        if (tag.body !== closingName) throw new TemplateSyntaxError(`{{/${tag.body}}} does not close {{#${closingName}}}`, tag.line);
        return { nodes, end: 'close' };
      }
    }
    if (closingName !== null) throw new TemplateSyntaxError(`{{#${closingName}}} is not closed`, openLine);
    return { nodes, end: 'close' };
  };

  const block = (tag: Tag): BlockNode => {
    const { expression, blockParams } = readCall(tag.body, tag.line, true);
    const name = expression.name.original;
    const node: BlockNode = { type: 'block', expression, program: [], inverse: null, blockParams };
    const first = program(node, name, tag.line);
    if (tag.kind === 'inverse-open') {
      // {{^x}}…{{/x}}: rendered when x is empty, i.e. the inverse of {{#x}}.
      node.inverse = first.nodes;
      if (first.end === 'else') node.program = program(node, name, tag.line).nodes;
      return node;
    }
    node.program = first.nodes;
    let end = first;
    let current = node;
    while (end.end === 'else') {
      const elseBody = end.elseTag!.body;
      if (elseBody === '') {
        const rest = program(current, name, tag.line);
        current.inverse = rest.nodes;
        end = rest;
        if (rest.end === 'else') throw new TemplateSyntaxError('{{else}} after {{else}}', rest.elseTag!.line);
      } else {
        // {{else if cond}}: a nested block in the inverse that shares the closing tag.
        const chained = readCall(elseBody, end.elseTag!.line, true);
        const nested: BlockNode = { type: 'block', expression: chained.expression, program: [], inverse: null, blockParams: chained.blockParams };
        current.inverse = [nested];
        const rest = program(nested, name, tag.line);
        nested.program = rest.nodes;
        current = nested;
        end = rest;
      }
    }
    return node;
  };

  return program(null, null, 1).nodes;
}
