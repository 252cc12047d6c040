import { describe, expect, it } from 'vitest';
import { parseTemplate } from './parse-template.js';
import { renderTemplate, TemplateRenderError } from './render-template.js';
import { TemplateSyntaxError } from './template-ast.js';

const render = (template: string, context: unknown) => renderTemplate(parseTemplate(template), context);
const rows = [
  { name: 'Ann', num: 1200, ds: Date.UTC(2024, 0, 15), 'SUM(num)': 5, tags: ['a', 'b'] },
  { name: 'Bob <b>', num: 0, ds: Date.UTC(2023, 6, 1), 'SUM(num)': 7, tags: [] },
];

describe('renderTemplate', () => {
  it("renders Superset's default template: each row as JSON in a list", () => {
    expect(render('<ul>{{#each data}}<li>{{stringify this}}</li>{{/each}}</ul>', { data: [{ a: 1 }] })).toBe('<ul><li>{&quot;a&quot;:1}</li></ul>');
  });

  it('escapes {{…}} output and leaves {{{…}}} and {{& …}} as written', () => {
    const context = { html: '<i>x</i> & "y"' };
    expect(render('{{html}}', context)).toBe('&lt;i&gt;x&lt;/i&gt; &amp; &quot;y&quot;');
    expect(render('{{{html}}}|{{& html}}', context)).toBe('<i>x</i> & "y"|<i>x</i> & "y"');
  });

  it('walks paths: nested fields, this, ../, bracketed labels, @index, @first, @last, @key and @root', () => {
    const template = '{{#each data}}{{@index}}:{{this.name}}/{{[SUM(num)]}}/{{this.[SUM(num)]}}/{{../title}}/{{@root.title}}{{#if @first}}^{{/if}}{{#if @last}}${{/if}};{{/each}}';
    expect(render(template, { title: 'T', data: rows })).toBe('0:Ann/5/5/T/T^;1:Bob &lt;b&gt;/7/7/T/T$;');
    expect(render('{{#each obj}}{{@key}}={{this}},{{/each}}', { obj: { x: 1, y: 2 } })).toBe('x=1,y=2,');
    expect(render('{{#each data as |row i|}}{{i}}{{row.name}}{{/each}}', { data: rows })).toBe('0Ann1Bob &lt;b&gt;');
    expect(render('{{a.b.c}}|{{missing.x}}|{{tags.length}}', { a: { b: { c: 'deep' } }, tags: [1, 2] })).toBe('deep||2');
  });

  it('renders if, unless, else, else if, with, and the inverse of an empty list', () => {
    const template = '{{#each data}}{{#if num}}{{num}}{{else if tags}}tags{{else}}zero{{/if}}{{#unless num}}!{{/unless}}|{{/each}}';
    expect(render(template, { data: rows })).toBe('1200|zero!|');
    expect(render('{{#if n includeZero=true}}yes{{/if}}', { n: 0 })).toBe('yes');
    expect(render('{{#each data}}x{{else}}none{{/each}}', { data: [] })).toBe('none');
    expect(render('{{#with person}}{{name}}{{else}}nobody{{/with}}|{{#with nobody}}x{{else}}nobody{{/with}}', { person: { name: 'Cy' } })).toBe('Cy|nobody');
    expect(render('{{^data}}empty{{/data}}{{#flag}}on{{/flag}}', { data: [], flag: true })).toBe('emptyon');
  });

  it('calls helpers with arguments, key=value arguments and subexpressions', () => {
    const context = { data: rows };
    expect(render('{{#each data}}{{#if (gt num 100)}}big{{else}}small{{/if}} {{/each}}', context)).toBe('big small ');
    expect(render('{{formatNumber 1234.5 format=",.2f"}} {{formatNumber 0.25 format=".0%"}} {{formatNumber 1234567}}', {})).toBe('1,234.50 25% 1.23M');
    expect(render('{{dateFormat ds format="MMMM YYYY"}} {{dateFormat ds}}', { ds: Date.UTC(2024, 0, 15) })).toBe('January 2024 2024-01-15');
    expect(render('{{uppercase (concat "a" "b")}} {{#if (and (eq x 1) (not y))}}ok{{/if}} {{lookup obj "k"}} {{sum 2 3}} {{truncate "abcdef" 3}}', { x: 1, y: false, obj: { k: 'v' } })).toBe('AB ok v 5 abc…');
  });

  it('prefers a field over a helper of the same name when called without arguments', () => {
    expect(render('{{count}} {{count list}}', { count: 'field', list: [1, 2, 3] })).toBe('field 3');
  });

  it('never reaches inherited properties or functions', () => {
    expect(render('{{constructor}}|{{constructor.constructor}}|{{__proto__}}|{{toString}}|{{name.constructor}}', { name: 'x' })).toBe('||||');
    expect(render('{{fn}}', { fn: () => 'called' })).toBe('');
  });

  it('keeps whitespace control and comments out of the output', () => {
    expect(render('a  {{~ x ~}}  b{{! note }}{{!-- {{y}} --}}c \\{{literal}}', { x: 1 })).toBe('a1bc {{literal}}');
  });

  it('reports syntax problems with their line', () => {
    expect(() => parseTemplate('line 1\n{{#each data}}\n{{/if}}')).toThrow(TemplateSyntaxError);
    expect(() => parseTemplate('line 1\n{{#each data}}\n{{/if}}')).toThrow('(line 3)');
    expect(() => parseTemplate('{{#each data}}')).toThrow('is not closed');
    expect(() => parseTemplate('{{> partial}}')).toThrow('Partials are not supported');
    expect(() => parseTemplate('{{name')).toThrow('not closed');
  });

  it('reports a missing helper and stops a runaway rendering', () => {
    expect(() => render('{{nope 1}}', {})).toThrow(TemplateRenderError);
    expect(() => render('{{nope 1}}', {})).toThrow('Missing helper: "nope"');
    const data = Array.from({ length: 2000 }, (_, i) => i);
    expect(() => renderTemplate(parseTemplate('{{#each data}}{{#each ../data}}x{{/each}}{{/each}}'), { data }, undefined, { maxSteps: 100_000, maxOutput: 1e9 })).toThrow('too much work');
  });
});
