import { describe, expect, it } from 'vitest';
import { safeMarkdown } from './safe-markdown.js';

describe('safeMarkdown', () => {
  it('renders markdown as HTML', () => {
    expect(safeMarkdown('# Births\n\n- **boys**\n- girls')).toBe('<h1>Births</h1>\n<ul>\n<li><strong>boys</strong></li>\n<li>girls</li>\n</ul>');
    expect(safeMarkdown(null)).toBe('');
  });

  it('shows raw HTML as text instead of markup', () => {
    expect(safeMarkdown('a <script>alert(1)</script> b')).toBe('<p>a &lt;script&gt;alert(1)&lt;/script&gt; b</p>');
    expect(safeMarkdown('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps web, mail and local links and drops other schemes', () => {
    expect(safeMarkdown('[a](https://example.com/x) [b](mailto:a@b.c) [c](/explore/?slice_id=1)')).toBe(
      '<p><a href="https://example.com/x">a</a> <a href="mailto:a@b.c">b</a> <a href="/explore/?slice_id=1">c</a></p>',
    );
    expect(safeMarkdown('[x](javascript:alert(1)) [y](java&#115;cript:alert(1)) ![i](data:image/png;base64,AA)')).toBe(
      '<p><a href="#">x</a> <a href="#">y</a> <img src="#" alt="i"></p>',
    );
  });
});
