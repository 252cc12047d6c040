// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSafeHtml } from './render-safe-html.js';

// DOMPurify does not work under happy-dom (it drops allowed tags and keeps scripts there), so
// here it passes HTML through and these tests hold the template engine and our own second pass
// to every rule; `sanitize-html.chromium.test.ts` runs the whole pipeline, DOMPurify included,
// in Chromium.
vi.mock('dompurify', () => ({ default: () => ({ sanitize: (html: string) => html, isSupported: true }) }));

/** Puts rendered HTML in the page, as the chart does, to see what the browser would get. */
function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}
const attributes = (host: HTMLElement) => [...host.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`));

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { pwned?: unknown }).pwned;
});

describe('hostile templates', () => {
  it('drops <script> elements, written in the template or arriving in the data', () => {
    const { html } = renderSafeHtml('<p>hi</p><script>window.pwned = 1</script>{{{payload}}}', [{}]) as { html: string };
    expect(html).not.toMatch(/<script/i);
    const host = mount(html);
    expect(host.querySelector('script')).toBeNull();
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
    expect(renderSafeHtml('{{#each data}}{{{this.html}}}{{/each}}', [{ html: '<script>window.pwned=1</script><b>ok</b>' }])).toEqual({ html: '<b>ok</b>', error: null });
  });

  it('strips event-handler attributes such as onerror, onload and onclick', () => {
    const template = '<img src="x" onerror="window.pwned=1"><svg onload="window.pwned=1"></svg><div onclick="window.pwned=1" onmouseover="x()">a</div>{{{payload}}}';
    const { html } = renderSafeHtml(`{{#each data}}${template}{{/each}}`, [{ payload: '<img src=x onerror=window.pwned=1>' }]) as { html: string };
    expect(html).not.toMatch(/\son\w+=/i);
    const host = mount(html);
    expect(attributes(host).filter((attribute) => attribute.startsWith('on'))).toEqual([]);
    expect(host.querySelectorAll('img')).toHaveLength(2);
  });

  it('removes javascript: and other script URLs from links, images and forms', () => {
    const { html } = renderSafeHtml(
      '<a href="javascript:window.pwned=1">a</a><a href=" JaVa&#x09;ScRiPt:alert(1)">b</a>{{#each data}}<a href="{{url}}">c</a>{{/each}}<a href="https://example.com/x">d</a><img src="data:text/html;base64,PHNjcmlwdD4="><iframe src="javascript:alert(1)"></iframe><form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
      [{ url: 'javascript:window.pwned=1' }],
    ) as { html: string };
    const host = mount(html);
    const hrefs = [...host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([null, null, null, 'https://example.com/x']);
    expect(html).not.toMatch(/javascript:/i);
    expect(host.querySelector('iframe, form, button')).toBeNull();
    expect(host.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(host.querySelector('a[href^="https"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('writes markup in the data as text in {{…}} and sanitises it in {{{…}}}', () => {
    const rows = [{ name: '<img src=x onerror="window.pwned=1">' }];
    const escaped = renderSafeHtml('{{#each data}}<p>{{name}}</p>{{/each}}', rows) as { html: string };
    expect(mount(escaped.html).querySelector('p')?.textContent).toBe('<img src=x onerror="window.pwned=1">');
    const raw = renderSafeHtml('{{#each data}}<p>{{{name}}}</p>{{/each}}', rows) as { html: string };
    expect(raw.html).toBe('<p><img src="x"></p>');
  });

  it('keeps <style>, <meta>, <base> and <link> out of the page', () => {
    const { html } = renderSafeHtml('<style>body{display:none}</style><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><b>kept</b>', []) as { html: string };
    expect(html).toBe('<b>kept</b>');
  });

  it('cannot reach prototypes or the window through paths', () => {
    expect(renderSafeHtml('{{constructor.constructor "return window"}}', [])).toEqual({ html: null, error: 'Missing helper: "constructor.constructor"' });
    expect(renderSafeHtml('{{#each data}}{{this.constructor.name}}{{__proto__.polluted}}{{/each}}', [{}])).toEqual({ html: '', error: null });
  });

  it('never compiles code: the rendering works with eval and Function unavailable', () => {
    const originalFunction = globalThis.Function;
    const originalEval = globalThis.eval;
    const refuse = () => {
      throw new Error('code generation is not allowed');
    };
    try {
      (globalThis as { Function: unknown }).Function = refuse;
      (globalThis as { eval: unknown }).eval = refuse;
      expect(renderSafeHtml('{{#each data}}<i>{{dateFormat ds format="YYYY"}} {{formatNumber n format=",d"}}</i>{{/each}}', [{ ds: 0, n: 1234 }])).toEqual({ html: '<i>1970 1,234</i>', error: null });
    } finally {
      (globalThis as { Function: unknown }).Function = originalFunction;
      (globalThis as { eval: unknown }).eval = originalEval;
    }
  });
});
