import { describe, expect, it } from 'vitest';
import { scopeCss } from './scope-css.js';

const scope = '[data-handlebars-scope="c1"]';

describe('scopeCss', () => {
  it('prefixes every selector with the chart scope', () => {
    expect(scopeCss('.data-list { color: red }\nh1, .card > p:not(.a, .b) { margin: 0 }', scope)).toBe(
      `${scope} .data-list { color: red }\n${scope} h1, ${scope} .card > p:not(.a, .b) { margin: 0 }\n`,
    );
  });

  it('maps html, body and :root onto the chart box', () => {
    expect(scopeCss('body { background: black } html .x { color: red } :root{--a: 1}', scope)).toBe(
      `${scope} { background: black }\n${scope} .x { color: red }\n${scope} {--a: 1}\n`,
    );
  });

  it('scopes rules inside @media and keeps keyframes as they are', () => {
    const css = scopeCss('@media (max-width: 600px) { .a { color: red } .b { color: blue } } @keyframes spin { from { opacity: 0 } to { opacity: 1 } }', scope);
    expect(css).toContain(`@media (max-width: 600px) {\n${scope} .a { color: red }\n${scope} .b { color: blue }\n}`);
    expect(css).toContain('@keyframes spin { from { opacity: 0 } to { opacity: 1 } }');
  });

  it('drops imports and comments and blanks script URLs', () => {
    const css = scopeCss('@import url("https://evil.example/x.css");\n/* .hidden { } */ .a { background: url(javascript:alert(1)); width: expression(alert(1)) }', scope);
    expect(css).not.toContain('@import');
    expect(css).not.toContain('hidden');
    expect(css).not.toMatch(/javascript|expression\(/i);
    expect(css).toContain(`${scope} .a`);
  });

  it("leaves Superset's commented-out default empty and survives unclosed blocks", () => {
    expect(scopeCss('/*\n.data-list {\n  background-color: yellow;\n}\n*/', scope)).toBe('');
    expect(scopeCss('.a { color: "}" } .b { color: red', scope)).toBe(`${scope} .a { color: "}" }\n${scope} .b { color: red}\n`);
  });
});
