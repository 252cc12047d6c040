import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown-html';

// DOMPurify does not support happy-dom (its sanitising is unreliable there), so the rendering is
// tested here and the sanitising in Chromium.
describe('renderMarkdown', () => {
  it('renders GitHub-flavoured markdown', () => {
    const html = renderMarkdown('# Sales\n\nSome **bold** and _italic_ text\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<h1>Sales</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<li>two</li>');
    expect(html).toContain('<td>2</td>');
  });

  it('renders empty source as nothing', () => {
    expect(renderMarkdown('')).toBe('');
  });
});
