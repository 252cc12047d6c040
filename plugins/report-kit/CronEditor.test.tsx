// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CronEditor } from './CronEditor.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
const seen: string[] = [];

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  seen.length = 0;
});

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <CronEditor value={value} timezone="Europe/Paris" onChange={(next) => { seen.push(next); setValue(next); }} />;
}

function mount(initial: string) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<Harness initial={initial} />));
}

const cronInput = () => document.querySelector<HTMLInputElement>('[data-testid="cron-expression"]')!;
const helperText = () => document.querySelector('[data-testid="cron-editor"] .MuiFormHelperText-root')?.textContent;

function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function choose(selectTestId: string, optionText: string) {
  const trigger = document.querySelector(`[data-testid="${selectTestId}"]`)?.parentElement?.querySelector('[role="combobox"]');
  if (!trigger) throw new Error(`no select ${selectTestId}`);
  await act(async () => {
    trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
  const option = [...document.querySelectorAll('[role="option"]')].find((item) => item.textContent === optionText) as HTMLElement | undefined;
  if (!option) throw new Error(`no option ${optionText}`);
  await act(async () => option.click());
}

describe('CronEditor', () => {
  it('shows the schedule in words with its time zone', () => {
    mount('0 9 * * *');
    expect(helperText()).toBe('At 09:00 (Europe/Paris)');
    expect(document.querySelector<HTMLInputElement>('[data-testid="cron-time"]')?.value).toBe('09:00');
  });

  it('says what is wrong with a typed expression, and describes it once it is right', () => {
    mount('0 9 * * *');
    typeInto(cronInput(), '0 9 * *');
    expect(helperText()).toContain('five fields');
    expect(document.querySelector('[data-testid="cron-editor"] .Mui-error')).not.toBeNull();
    typeInto(cronInput(), '*/15 * * * *');
    expect(helperText()).toBe('Every 15 minutes (Europe/Paris)');
    expect(seen.at(-1)).toBe('*/15 * * * *');
  });

  it('writes the expression of a chosen preset, keeping the time', async () => {
    mount('30 7 * * *');
    await choose('cron-preset', 'Every week');
    expect(seen.at(-1)).toBe('30 7 * * 1');
    expect(helperText()).toBe('At 07:30, only on Monday (Europe/Paris)');
    await choose('cron-preset', 'Every hour');
    expect(seen.at(-1)).toBe('30 * * * *');
  });
});
