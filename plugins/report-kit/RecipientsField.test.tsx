// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { RecipientsField } from './RecipientsField.js';
import type { RecipientConfig } from './report-types.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let latest: RecipientConfig = { target: '' };

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

function Harness({ initial, error }: { initial: RecipientConfig; error?: string }) {
  const [value, setValue] = useState(initial);
  return <RecipientsField value={value} error={error} onChange={(next) => { latest = next; setValue(next); }} />;
}

function mount(initial: RecipientConfig, error?: string) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<Harness initial={initial} error={error} />));
  return container;
}

function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

const input = (container: HTMLElement, slot: string) => container.querySelector<HTMLInputElement>(`[data-testid="recipients-${slot}"]`)!;

describe('RecipientsField', () => {
  it('names entries that are not addresses once the field is left', () => {
    const container = mount({ target: '' });
    typeInto(input(container, 'target'), 'a@x.org, nobody');
    expect(latest).toEqual({ target: 'a@x.org, nobody' });
    expect(container.textContent).toContain('Not an email address: nobody');
  });

  it('offers Cc and Bcc on demand, and opens them when they hold addresses', () => {
    const container = mount({ target: 'a@x.org' });
    expect(input(container, 'ccTarget')).toBeNull();
    const addCc = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Add Cc')!;
    act(() => addCc.click());
    typeInto(input(container, 'ccTarget'), 'b@y.com');
    expect(latest).toEqual({ target: 'a@x.org', ccTarget: 'b@y.com' });
    act(() => root?.unmount());
    const again = mount({ target: 'a@x.org', bccTarget: 'c@z.io' });
    expect(input(again, 'bccTarget').value).toBe('c@z.io');
  });

  it('shows the server’s error on To', () => {
    const container = mount({ target: 'a@x.org' }, 'Recipients are required');
    expect(container.textContent).toContain('Recipients are required');
  });
});
