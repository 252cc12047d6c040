// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROLS } from '../controls/index.js';
import { CurrencyFormatWidget, currencyChoices } from './CurrencyFormatWidget.js';
import { find, mountWidget, typeInto } from './widget-test-kit.js';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

async function render(value: unknown) {
  const mounted = await mountWidget(CurrencyFormatWidget, { schema: CONTROLS.currency_format.schema, value });
  unmount = mounted.unmount;
  await mounted.settle();
  const symbolInput = () => find<HTMLInputElement>(mounted.container, '#root_control_symbol');
  const positionButton = (title: string) =>
    [...mounted.container.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === title) ?? null;
  const pick = async (text: string) => {
    await act(async () => {
      symbolInput().focus();
      typeInto(symbolInput(), text);
    });
    await mounted.settle();
    const option = [...document.body.querySelectorAll<HTMLElement>('[role="option"]')].find((item) => item.textContent?.startsWith(text));
    if (!option) throw new Error(`no currency option starting with ${text}`);
    await act(async () => option.click());
  };
  return { ...mounted, symbolInput, positionButton, pick };
}

describe('CurrencyFormatWidget', () => {
  it('shows the stored currency with its symbol and position', async () => {
    const { symbolInput, positionButton } = await render({ symbol: 'EUR', symbolPosition: 'suffix' });
    expect(symbolInput().value).toBe('EUR (€)');
    expect(positionButton('Suffix')?.getAttribute('aria-pressed')).toBe('true');
    expect(positionButton('Prefix')?.disabled).toBe(false);
  });

  it('starts with no currency and the position unavailable', async () => {
    const { symbolInput, positionButton, changes } = await render(null);
    expect(symbolInput().value).toBe('');
    expect(positionButton('Prefix')?.disabled).toBe(true);
    expect(changes).toEqual([]);
  });

  it('picks a currency as a prefix, then moves the symbol after the number', async () => {
    const { pick, positionButton, changes } = await render(null);
    await pick('GBP');
    expect(changes.at(-1)).toEqual({ symbol: 'GBP', symbolPosition: 'prefix' });
    await act(async () => positionButton('Suffix')!.click());
    expect(changes.at(-1)).toEqual({ symbol: 'GBP', symbolPosition: 'suffix' });
  });

  it('clears back to plain numbers', async () => {
    const { container, changes } = await render({ symbol: 'USD', symbolPosition: 'prefix' });
    await act(async () => find<HTMLButtonElement>(container, 'button[aria-label="Clear"]').click());
    expect(changes.at(-1)).toBeNull();
  });

  it('offers the common currencies first, titled with their symbols', () => {
    const choices = currencyChoices(['AED', 'EUR', 'USD', 'XXX']);
    expect(choices.map((choice) => choice.title)).toEqual(['USD ($)', 'EUR (€)', 'AED', 'XXX (¤)']);
  });
});
