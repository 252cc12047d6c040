import { HttpError } from '../../http/http-error.js';

/** What Superset says about a failed command, in every import error's `extra`. */
const ISSUE_CODES = [{ code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' }];

/** One file's problem: a sentence, or field → messages as marshmallow reports them. */
export type ImportFileProblem = string | Record<string, string[]>;

/**
 * A bundle that cannot be imported, with a problem per file (`metadata.yaml`,
 * `charts/Genders_3.yaml`, …). Thrown before or inside the import's transaction, so nothing
 * is written; the route answers it with Superset's 422 shape.
 */
export class BundleImportError extends Error {
  override name = 'BundleImportError';
  constructor(readonly problems: Readonly<Record<string, ImportFileProblem>>) {
    super(Object.entries(problems).map(([file, problem]) => `${file}: ${JSON.stringify(problem)}`).join('; '));
  }

  /** A single file's problem. */
  static of(file: string, problem: ImportFileProblem): BundleImportError {
    return new BundleImportError({ [file]: problem });
  }

  /**
   * Superset's answer: `{errors: [{message: 'Error importing dashboard', error_type:
   * 'GENERIC_COMMAND_ERROR', level: 'warning', extra: {<file>: <problem>, issue_codes}}]}`.
   */
  toHttpError(resourceLabel: string): HttpError {
    return new HttpError(422, {
      errors: [
        {
          message: `Error importing ${resourceLabel}`,
          error_type: 'GENERIC_COMMAND_ERROR',
          level: 'warning',
          extra: { ...this.problems, issue_codes: ISSUE_CODES },
        },
      ],
    });
  }
}

/** Collects problems while a bundle is checked, then throws them all at once. */
export class ImportProblems {
  private readonly problems: Record<string, ImportFileProblem> = {};

  add(file: string, problem: ImportFileProblem): void {
    const before = this.problems[file];
    if (before === undefined) this.problems[file] = problem;
    else if (typeof before !== 'string' && typeof problem !== 'string') {
      const merged: Record<string, string[]> = { ...before };
      for (const [field, messages] of Object.entries(problem)) merged[field] = [...(merged[field] ?? []), ...messages];
      this.problems[file] = merged;
    }
  }

  get empty(): boolean {
    return Object.keys(this.problems).length === 0;
  }

  throwIfAny(): void {
    if (!this.empty) throw new BundleImportError({ ...this.problems });
  }
}
