/** What the page shows of an event's recorded JSON: its name, and the whole of it laid out. */
export interface EventDetails {
  /** `event_name`, when the event has one. */
  name: string | null;
  /** The JSON indented, or the text as recorded when it is not JSON. */
  pretty: string;
}

/** Reads an event's recorded text. */
export function eventDetails(json: string | null): EventDetails {
  if (!json) return { name: null, pretty: '' };
  try {
    const value: unknown = JSON.parse(json);
    const name = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)['event_name'] : undefined;
    return { name: typeof name === 'string' ? name : null, pretty: JSON.stringify(value, null, 2) };
  } catch {
    return { name: null, pretty: json };
  }
}
