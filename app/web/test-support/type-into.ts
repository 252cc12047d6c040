/**
 * Sets an input's value the way typing does, so React's onChange fires
 * (assigning `.value` directly would be invisible to React).
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) throw new Error('HTMLInputElement has no value setter');
  setValue.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
