/**
 * Fills a catalogue template: `%s` placeholders take `values` in order when `values` is an array;
 * `%(name)s` placeholders take `values[name]` when it is an object. A missing value leaves its
 * placeholder visible rather than printing "undefined".
 *
 * @example
 * ```ts
 * formatMessage('Sorry, there was an error saving this %s: %s', ['chart', 'name is required']);
 * formatMessage('You have used all %(historyLength)s undo slots', { historyLength: 10 });
 * ```
 */
export function formatMessage(template: string, values: readonly unknown[] | Readonly<Record<string, unknown>>): string {
  if (Array.isArray(values)) {
    let next = 0;
    return template.replace(/%s/g, (placeholder) => (next < values.length ? String(values[next++]) : placeholder));
  }
  const named = values as Readonly<Record<string, unknown>>;
  return template.replace(/%\((\w+)\)s/g, (placeholder, name: string) => (Object.hasOwn(named, name) ? String(named[name]) : placeholder));
}
