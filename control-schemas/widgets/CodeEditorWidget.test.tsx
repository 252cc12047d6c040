// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeEditorWidget } from './CodeEditorWidget.js';
import { find, mountWidget } from './widget-test-kit.js';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

async function render(value: unknown, options: Record<string, unknown> = { language: 'handlebars' }) {
  const mounted = await mountWidget(CodeEditorWidget, { schema: { type: 'string', title: 'Template' }, value, options });
  unmount = mounted.unmount;
  const area = () => find<HTMLTextAreaElement>(mounted.container, 'textarea');
  const gutterLines = () => [...find(mounted.container, '[data-code-gutter]').children].map((line) => line.textContent);
  const press = async (key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    await act(async () => {
      area().dispatchEvent(event);
    });
    return event;
  };
  return { ...mounted, area, gutterLines, press };
}

/** Sets the textarea's text the way typing does, so React's `onChange` fires. */
function typeText(area: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
  area.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('CodeEditorWidget', () => {
  it('shows the code in monospace with its language and a number per line', async () => {
    const { container, area, gutterLines } = await render('<ul>\n  {{#each data}}\n</ul>');
    expect(area().value).toBe('<ul>\n  {{#each data}}\n</ul>');
    expect(find(container, '[data-code-language]').textContent).toBe('Handlebars');
    expect(area().getAttribute('aria-label')).toBe('Template (Handlebars)');
    expect(gutterLines()).toEqual(['1', '2', '3']);
  });

  it('reports typed text and numbers new lines', async () => {
    const { area, gutterLines, changes } = await render('', { language: 'css' });
    await act(async () => typeText(area(), '.card {\n  color: red;\n}'));
    expect(changes.at(-1)).toBe('.card {\n  color: red;\n}');
    expect(gutterLines()).toEqual(['1', '2', '3']);
  });

  it('indents with Tab and outdents with Shift+Tab, keeping focus in the editor', async () => {
    const { area, press, changes } = await render('a\nb');
    area().setSelectionRange(0, 3);
    const tab = await press('Tab');
    expect(tab.defaultPrevented).toBe(true);
    expect(changes.at(-1)).toBe('  a\n  b');
    expect([area().selectionStart, area().selectionEnd]).toEqual([2, 7]);
    await press('Tab', { shiftKey: true });
    expect(changes.at(-1)).toBe('a\nb');
  });

  it('lets Tab leave the editor after Escape', async () => {
    const { press, changes } = await render('a');
    await press('Escape');
    const tab = await press('Tab');
    expect(tab.defaultPrevented).toBe(false);
    expect(changes).toEqual([]);
  });

  it('names an unknown language as given', async () => {
    const { container } = await render('x', { language: 'yaml', rows: 4 });
    expect(find(container, '[data-code-language]').textContent).toBe('yaml');
    expect(find<HTMLTextAreaElement>(container, 'textarea').getAttribute('rows')).toBe('4');
  });
});
