import { act } from 'react';

/** Small DOM helpers for the pickers' tests (@testing-library is not installed). */

function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(spokenText).join('');
}

/** The text of an element as a screen reader hears it (decorative `aria-hidden` icons left out), whitespace collapsed. */
export function textOf(element: Element | null | undefined): string {
  return (element ? spokenText(element) : '').replace(/\s+/g, ' ').trim();
}

/** The open editor popover (a `role="dialog"` paper in a portal on `document.body`), or null. */
export function openDialog(name?: string): HTMLElement | null {
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
  return dialogs.find((dialog) => name === undefined || dialog.getAttribute('aria-label') === name) ?? null;
}

/** The one open dialog; throws when there is none. */
export function dialog(name?: string): HTMLElement {
  const found = openDialog(name);
  if (!found) throw new Error(`no open dialog${name ? ` named ${name}` : ''}`);
  return found;
}

/** The button (or `role="button"`/`role="tab"`/`role="option"` element) whose text or aria-label is `name`. */
export function button(root: ParentNode, name: string | RegExp, role = 'button'): HTMLElement {
  const selector = role === 'button' ? 'button, [role="button"]' : `[role="${role}"]`;
  const matches = [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => {
    const label = element.getAttribute('aria-label') ?? textOf(element);
    return typeof name === 'string' ? label === name : name.test(label);
  });
  if (matches.length !== 1) throw new Error(`expected one ${role} named ${String(name)}, found ${matches.length}`);
  return matches[0]!;
}

/** The input or textarea labelled `label` (by its `<label>` or aria-label). */
export function field(root: ParentNode, label: string): HTMLInputElement | HTMLTextAreaElement {
  for (const element of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (element.getAttribute('aria-label') === label) return element;
    const byFor = element.id ? root.querySelector(`label[for="${element.id}"]`) : null;
    if (byFor && textOf(byFor).replace(/\s*\*$/, '') === label) return element;
  }
  throw new Error(`no field labelled ${label}`);
}

/** The MUI select (`role="combobox"` div) labelled `label`. */
export function select(root: ParentNode, label: string): HTMLElement {
  for (const element of root.querySelectorAll<HTMLElement>('[role="combobox"]')) {
    const labelledBy = element.getAttribute('aria-labelledby') ?? '';
    const names = labelledBy
      .split(/\s+/)
      .map((id) => textOf(document.getElementById(id)))
      .join(' ');
    if (names.includes(label) || element.getAttribute('aria-label') === label) return element;
  }
  throw new Error(`no select labelled ${label}`);
}

/** Clicks inside `act`. */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Opens a MUI select (it opens on mouse down) and clicks the option with text `option`. */
export async function chooseOption(combobox: Element, option: string): Promise<void> {
  await act(async () => {
    combobox.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
  await click(button(document, option, 'option'));
}

/** Types into an input as a user does, so React's onChange fires. */
export async function typeText(element: Element, value: string): Promise<void> {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Presses a key on an element. */
export async function pressKey(element: Element, key: string): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/** Picks the option `option` of a MUI Autocomplete by typing into it and clicking the suggestion. */
export async function autocomplete(input: Element, typed: string, option: string): Promise<void> {
  await typeText(input, typed);
  await click(button(document, option, 'option'));
}

function dragEvent(type: string, dataTransfer: DataTransfer): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperties(event, {
    dataTransfer: { value: dataTransfer },
    clientX: { value: 10 },
    clientY: { value: 10 },
  });
  return event;
}

function fakeDataTransfer(): DataTransfer {
  const data = new Map<string, string>();
  return {
    dropEffect: 'move',
    effectAllowed: 'all',
    files: [] as unknown as FileList,
    items: [] as unknown as DataTransferItemList,
    get types() {
      return [...data.keys()];
    },
    setData: (format: string, value: string) => void data.set(format, String(value)),
    getData: (format: string) => data.get(format) ?? '',
    clearData: () => data.clear(),
    setDragImage: () => undefined,
  } as DataTransfer;
}

/**
 * Drags `source` over `target` through the events react-dnd's HTML5 backend listens to, and drops
 * it there unless `drop` is false (then it returns while hovering, to inspect the target, and the
 * caller ends the drag with the returned function).
 */
export async function dragAndDrop(source: Element, target: Element, { drop = true } = {}): Promise<() => Promise<void>> {
  const dataTransfer = fakeDataTransfer();
  await act(async () => {
    source.dispatchEvent(dragEvent('dragstart', dataTransfer));
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await act(async () => {
    target.dispatchEvent(dragEvent('dragenter', dataTransfer));
    target.dispatchEvent(dragEvent('dragover', dataTransfer));
  });
  const end = async () => {
    await act(async () => {
      source.dispatchEvent(dragEvent('dragend', dataTransfer));
    });
  };
  if (drop) {
    await act(async () => {
      target.dispatchEvent(dragEvent('drop', dataTransfer));
    });
    await end();
  }
  return end;
}
