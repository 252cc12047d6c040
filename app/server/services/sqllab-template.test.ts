import { describe, expect, it } from 'vitest';
import { TemplateError, parseTemplateParams, renderSqlTemplate } from './sqllab-template.js';

function failure(run: () => unknown): TemplateError {
  try {
    run();
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error('expected a TemplateError');
}

describe('renderSqlTemplate', () => {
  const params = { state: 'CA', n: 5, ratio: 0.5, on: true, nothing: null, names: ['Aaron', 'Abby'], filters: { year: 2000, tags: ['x', 'y'] } };

  it('renders variables, dotted and indexed access, and Jinja-style values', () => {
    expect(renderSqlTemplate("SELECT * FROM t WHERE state = '{{ state }}' AND num > {{n}} LIMIT {{ filters.year }}", params)).toBe(
      "SELECT * FROM t WHERE state = 'CA' AND num > 5 LIMIT 2000",
    );
    expect(renderSqlTemplate("{{ names[1] }} {{ filters['tags'][0] }} {{ names[-1] }}", params)).toBe('Abby x Abby');
    expect(renderSqlTemplate('{{ on }} {{ nothing }} {{ ratio }} {{ names }}', params)).toBe('True None 0.5 ["Aaron","Abby"]');
  });

  it('applies default and the other filters', () => {
    expect(renderSqlTemplate("{{ missing | default('CA') }} {{ missing|d(3) }} {{ state | default('x') }}", params)).toBe('CA 3 CA');
    expect(renderSqlTemplate("{{ '' | default('empty', true) }}", params)).toBe('empty');
    expect(renderSqlTemplate("{{ names | join(', ') }} {{ state | lower }} {{ 'a b' | upper | replace(' ', '_') }}", params)).toBe('Aaron, Abby ca A_B');
    expect(renderSqlTemplate('{{ "12.7" | int }} {{ names | length }} {{ names | first }} {{ "  x " | trim }}', params)).toBe('12 2 Aaron x');
  });

  it('knows who runs the query', () => {
    expect(renderSqlTemplate("WHERE owner = '{{ current_username() }}' OR id = {{ current_user_id() }}", {}, { id: 7, username: 'ada', email: null })).toBe(
      "WHERE owner = 'ada' OR id = 7",
    );
  });

  it('drops comments and leaves braces that open no template alone', () => {
    expect(renderSqlTemplate("SELECT '{a}' {# why #}, 1", {})).toBe("SELECT '{a}' , 1");
  });

  it('names every parameter that has no value', () => {
    const error = failure(() => renderSqlTemplate('{{ a }} {{ b.c }} {{ state.x }} {{ a }}', params));
    expect(error.kind).toBe('missing');
    expect(error.undefinedParameters).toEqual(['a', 'b.c', 'state.x']);
    expect(error.message).toBe('The following parameters in your query are undefined: a, b.c, state.x.');
    expect(failure(() => renderSqlTemplate('{{ a }}', {})).message).toBe('The parameter a in your query is undefined.');
  });

  it('never reaches inherited properties', () => {
    expect(failure(() => renderSqlTemplate('{{ state.constructor }} {{ __proto__ }}', params)).undefinedParameters).toEqual(['state.constructor', '__proto__']);
  });

  it.each([
    ['{% if x %}1{% endif %}', 'statements'],
    ['{{ a', 'never closes'],
    ['{# a', 'never closes'],
    ['{{ a | shell }}', "unknown filter 'shell'"],
    ['{{ os.system("x") }}', 'unexpected'],
    ['{{ open() }}', "unknown function 'open'"],
    ['{{ a + 1 }}', "unsupported character '+'"],
    ['{{ }}', 'empty expression'],
  ])('refuses %j as malformed', (sql, detail) => {
    const error = failure(() => renderSqlTemplate(sql, { a: 1, os: {} }));
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain(detail);
  });
});

describe('parseTemplateParams', () => {
  it('reads a JSON object; empty text is no parameters', () => {
    expect(parseTemplateParams('{"a": 1}')).toEqual({ a: 1 });
    expect(parseTemplateParams('')).toEqual({});
    expect(parseTemplateParams(null)).toEqual({});
  });

  it('refuses anything else', () => {
    expect(failure(() => parseTemplateParams('{a:1}')).message).toBe('The template parameters are not valid JSON.');
    expect(failure(() => parseTemplateParams('[1]')).kind).toBe('malformed');
  });
});
