import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlTable } from './html-table.js';

describe('htmlTable', () => {
  it('writes a header and one row per record, every cell escaped', () => {
    const html = htmlTable({ columns: ['name', '<b>n</b>'], data: [['Ann & "Bo"', '<script>x</script>'], [3, null]] });
    expect(html).toContain('<th style="border:1px solid #ccc;padding:4px 8px;text-align:left">&lt;b&gt;n&lt;/b&gt;</th>');
    expect(html).toContain('>Ann &amp; &quot;Bo&quot;</td>');
    expect(html).toContain('>3</td>');
    expect(html).toContain('>&lt;script&gt;x&lt;/script&gt;</td>');
    expect(html).not.toContain('<script>');
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it('writes timestamps as ISO date-times and booleans as True/False', () => {
    const html = htmlTable({ columns: ['ds', 'ok'], data: [[Date.UTC(2024, 0, 31, 8)], [true]] }, { types: ['temporal', 'boolean'] });
    expect(html).toContain('>2024-01-31T08:00:00</td>');
    expect(html).toContain('>True</td>');
  });

  it('shows at most maxRows rows and says how many there were', () => {
    const values = Array.from({ length: 250 }, (_, i) => i);
    const html = htmlTable({ columns: ['n'], data: [values] });
    expect(html.match(/<tr>/g)).toHaveLength(101);
    expect(html).toContain('Showing 100 of 250 rows.');
    expect(htmlTable({ columns: ['n'], data: [values] }, { maxRows: 300 })).not.toContain('Showing');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
