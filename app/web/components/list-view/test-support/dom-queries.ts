import { act } from 'react';

/**
 * Small DOM helpers for component tests (no @testing-library here): elements are found by
 * accessible role and name the way Playwright finds them, so tests and e2e agree.
 */

/** Text content without what is hidden from assistive technology (`aria-hidden`). */
const spokenText = (node: Node): string => {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(spokenText).join('');
};

const accessibleName = (element: Element): string => {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  }
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  if (element.id) {
    const forLabel = element.ownerDocument.querySelector(`label[for="${CSS.escape(element.id)}"]`);
    if (forLabel) return (forLabel.textContent ?? '').replace(/\s*\*\s*$/, '').trim();
  }
  const wrapping = element.closest('label');
  if (wrapping) return spokenText(wrapping).trim();
  return spokenText(element).trim();
};

const ROLE_SELECTORS: Record<string, string> = {
  button: 'button, [role="button"]',
  link: 'a[href], [role="link"]',
  textbox: 'input:not([type]), input[type="text"], input[type="search"], textarea, [role="textbox"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  combobox: '[role="combobox"]',
  option: '[role="option"]',
  tab: '[role="tab"]',
  dialog: '[role="dialog"]',
  row: 'tr, [role="row"]',
  alert: '[role="alert"]',
  table: 'table, [role="table"]',
  columnheader: 'th, [role="columnheader"]',
  radio: 'input[type="radio"], [role="radio"]',
};

/** Every element of `role` under `root` whose accessible name matches `name`. */
export function allByRole(root: ParentNode, role: string, name?: string | RegExp): HTMLElement[] {
  const selector = ROLE_SELECTORS[role] ?? `[role="${role}"]`;
  return [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => {
    if (name === undefined) return true;
    const actual = accessibleName(element);
    return typeof name === 'string' ? actual === name : name.test(actual);
  });
}

/** The one element of `role` named `name`; throws when there is none or several. */
export function byRole(root: ParentNode, role: string, name?: string | RegExp): HTMLElement {
  const found = allByRole(root, role, name);
  if (found.length !== 1) {
    throw new Error(`byRole: expected one ${role} named ${String(name)}, found ${found.length}`);
  }
  return found[0]!;
}

/** The form control labelled `label` (by `<label for>`, `aria-label` or `aria-labelledby`). */
export function byLabel(root: ParentNode, label: string | RegExp): HTMLElement {
  const candidates = [...root.querySelectorAll<HTMLElement>('input, textarea, [role="combobox"], [role="listbox"], select')];
  const found = candidates.filter((element) => {
    const name = accessibleName(element);
    return typeof label === 'string' ? name === label : label.test(name);
  });
  if (found.length !== 1) throw new Error(`byLabel: expected one control labelled ${String(label)}, found ${found.length}`);
  return found[0]!;
}

/** Clicks an element inside `act`, so React has re-rendered when it returns. */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Opens a MUI select (it opens on mouse down) and clicks the option named `option`. */
export async function chooseOption(combobox: Element, option: string | RegExp): Promise<void> {
  await act(async () => {
    combobox.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
  await click(byRole(document, 'option', option));
}

/** Presses a key on an element (keydown, bubbling). */
export async function pressKey(element: Element, key: string): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

/**
 * Types into an input or a textarea the way a user does, so React's onChange fires (assigning
 * `.value` directly would be invisible to React).
 */
export async function typeText(element: Element, value: string): Promise<void> {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) throw new Error('typeText: the element has no value setter');
  await act(async () => {
    setValue.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
