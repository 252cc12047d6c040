/** What the server said about an import, in the terms the import dialog shows. */
export interface ImportOutcome {
  ok: boolean;
  /** Objects exist already: the dialog offers "Overwrite". */
  needsOverwrite: boolean;
  /** Bundle paths of databases whose password the server asks for (`databases/x.yaml`). */
  passwordsNeeded: string[];
  /** One line per problem: `file: message`. */
  problems: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function describe(problem: unknown): string {
  if (typeof problem === 'string') return problem;
  if (isObject(problem)) return Object.entries(problem).map(([field, messages]) => `${field === '_schema' ? '' : `${field}: `}${Array.isArray(messages) ? messages.join(' ') : String(messages)}`).join('; ');
  return String(problem);
}

/**
 * Reads an import answer: 200 is success; Superset's 422 `errors[0].extra` maps files to problems
 * (an existing object asks for overwrite, a database without password asks for it); any other
 * refusal's `message` is shown as it is.
 *
 * @example
 * importOutcome(422, { errors: [{ extra: { 'databases/x.yaml': { _schema: ['Must provide a password for the database'] } } }] }).passwordsNeeded; // ['databases/x.yaml']
 */
export function importOutcome(status: number, body: unknown): ImportOutcome {
  if (status >= 200 && status < 300) return { ok: true, needsOverwrite: false, passwordsNeeded: [], problems: [] };
  const outcome: ImportOutcome = { ok: false, needsOverwrite: false, passwordsNeeded: [], problems: [] };
  const errors = isObject(body) && Array.isArray(body['errors']) ? body['errors'] : [];
  const extra = isObject(errors[0]) && isObject(errors[0]['extra']) ? errors[0]['extra'] : null;
  if (extra) {
    for (const [file, problem] of Object.entries(extra)) {
      if (file === 'issue_codes') continue;
      const text = describe(problem);
      if (text.includes('overwrite=true')) outcome.needsOverwrite = true;
      else if (text.includes('Must provide a password')) outcome.passwordsNeeded.push(file);
      outcome.problems.push(`${file}: ${text}`);
    }
  } else if (isObject(body) && body['message'] !== undefined) {
    outcome.problems.push(describe(body['message']));
  } else {
    outcome.problems.push(`The import failed (HTTP ${status}).`);
  }
  return outcome;
}
