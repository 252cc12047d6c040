/** At-rules whose blocks hold rules to scope. */
const NESTING = new Set(['media', 'supports', 'container', 'layer', 'document']);
/** At-rules that are dropped: they reach outside the chart (imports) or set page-wide state. */
const DROPPED = new Set(['import', 'charset', 'namespace', 'page']);

/** Strips comments, keeping strings intact. */
function stripComments(css: string): string {
  let out = '';
  for (let i = 0; i < css.length; ) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      out += css.slice(i, j + 1);
      i = j + 1;
    } else if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 2;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** The index of the `}` closing the block opened at `open`, skipping strings; the end when unclosed. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return css.length;
}

/** Splits a selector list on top-level commas (not inside parentheses, brackets or strings). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i]!;
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

function scopeSelector(selector: string, scope: string): string {
  // The page's root elements stand for the chart's own box.
  const rooted = selector.replace(/^(:root|html|body)(?![\w-])\s*/i, '');
  if (rooted !== selector) return rooted === '' ? scope : `${scope} ${rooted}`;
  return `${scope} ${selector}`;
}

/** Neutralises what CSS could reach outside with: script URLs and legacy expressions. */
function cleanDeclarations(block: string): string {
  return block.replace(/url\(\s*(['"]?)\s*(?:javascript|vbscript):[^)]*\)/gi, 'url(about:blank)').replace(/expression\s*\(/gi, 'invalid(').replace(/-moz-binding\s*:/gi, 'invalid:');
}

function scopeRules(css: string, scope: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /[\s;]/.test(css[i]!)) i += 1;
    if (i >= css.length) break;
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (css[i] === '@' && semicolon !== -1 && (open === -1 || semicolon < open)) {
      // A statement at-rule (@import …;): dropped unless harmless.
      const statement = css.slice(i, semicolon + 1);
      const name = /^@([\w-]+)/.exec(statement)?.[1]?.toLowerCase() ?? '';
      if (!DROPPED.has(name)) out += `${cleanDeclarations(statement)}\n`;
      i = semicolon + 1;
      continue;
    }
    if (open === -1) break;
    const prelude = css.slice(i, open).trim();
    const close = closingBrace(css, open);
    const body = css.slice(open + 1, close);
    i = close + 1;
    if (prelude.startsWith('@')) {
      const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? '';
      if (DROPPED.has(name)) continue;
      if (NESTING.has(name)) out += `${prelude} {\n${scopeRules(body, scope)}}\n`;
      // @keyframes, @font-face: their inside is not selectors.
      else out += `${prelude} {${cleanDeclarations(body)}}\n`;
      continue;
    }
    const selectors = splitSelectors(prelude).map((selector) => scopeSelector(selector, scope));
    if (selectors.length > 0) out += `${selectors.join(', ')} {${cleanDeclarations(body)}}\n`;
  }
  return out;
}

/**
 * The chart's style template as CSS that styles only the chart: every selector is prefixed with
 * `scope` (an attribute selector of the chart's box; `html`, `body` and `:root` become the box),
 * rules inside `@media`, `@supports`, `@container` and `@layer` likewise; `@import`, `@charset`,
 * `@namespace` and `@page` are dropped, comments removed, and script URLs in `url()` blanked.
 *
 * @example
 * scopeCss('.data-list { color: red } body { margin: 0 }', '[data-scope="c1"]');
 * // '[data-scope="c1"] .data-list { color: red }\n[data-scope="c1"] { margin: 0 }\n'
 */
export function scopeCss(css: string, scope: string): string {
  return scopeRules(stripComments(css ?? ''), scope);
}
