/**
 * SQL Lab's tab-state views take posted forms, as Superset's client sends them: each field's value
 * is itself JSON (`queryEditor={"dbId":1,…}`, `sql="SELECT 1"`). These helpers read
 * `application/x-www-form-urlencoded` and `multipart/form-data` bodies into their text fields and
 * decode the values, so a route can accept a form and a plain JSON object alike.
 */

/** The text fields of a posted form, values still as sent. */
export class PostedForm {
  constructor(readonly fields: Readonly<Record<string, string>>) {}
}

/** Thrown for a form body that cannot be read. */
export class FormBodyError extends Error {
  override readonly name = 'FormBodyError';
}

function fieldsObject(entries: Iterable<[string, string]>): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of entries) fields[name] = value;
  return fields;
}

/** Reads an `application/x-www-form-urlencoded` body. */
export function parseUrlEncodedForm(text: string): PostedForm {
  return new PostedForm(fieldsObject(new URLSearchParams(text)));
}

/** The `name` of a part from its Content-Disposition header; null for file parts. */
function partName(headers: string): string | null {
  const disposition = headers.split(/\r?\n/).find((line) => /^content-disposition:/i.test(line));
  if (!disposition || /;\s*filename\*?=/i.test(disposition)) return null;
  const match = /;\s*name="((?:[^"\\]|\\.)*)"/i.exec(disposition) ?? /;\s*name=([^;\s]+)/i.exec(disposition);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : null;
}

/** Reads the text fields of a `multipart/form-data` body (file parts are ignored). */
export function parseMultipartForm(body: Buffer, contentType: string): PostedForm {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw new FormBodyError('The multipart body has no boundary');
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const text = body.toString('utf8');
  const sections = text.split(delimiter);
  if (sections.length < 3 || !sections.at(-1)!.startsWith('--')) throw new FormBodyError('The multipart body does not end with its closing boundary');
  const entries: [string, string][] = [];
  for (const section of sections.slice(1, -1)) {
    const part = section.replace(/^\r?\n/, '').replace(/\r?\n$/, '');
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) throw new FormBodyError('A multipart part has no header end');
    const name = partName(part.slice(0, split.index));
    if (name !== null) entries.push([name, part.slice(split.index + split[0].length)]);
  }
  return new PostedForm(fieldsObject(entries));
}

/** A form value decoded as JSON, or the text itself when it is not JSON (a bare word someone typed). */
function decodeValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The fields of a request body: a posted form's values decoded from JSON, a JSON object as it is,
 * anything else as no fields.
 */
export function formValues(body: unknown): Record<string, unknown> {
  if (body instanceof PostedForm) return Object.fromEntries(Object.entries(body.fields).map(([name, value]) => [name, decodeValue(value)]));
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return { ...(body as Record<string, unknown>) };
  return {};
}
