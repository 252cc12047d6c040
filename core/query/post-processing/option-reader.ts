import { PostProcessingError } from './post-processing-error.js';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `"${value}"` : typeof value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one operation's options as they arrive in a JSON request: checks each value's type, treats
 * `null` like an absent key (as Python's keyword defaults do) and rejects keys the operation does
 * not know, with messages that name the operation and the option.
 */
export class OptionReader {
  private readonly options: Record<string, unknown>;

  constructor(
    private readonly operation: string,
    raw: unknown,
    known: readonly string[],
  ) {
    if (raw === undefined || raw === null) raw = {};
    if (!isRecord(raw)) throw new PostProcessingError(`Invalid options for ${operation}: options must be an object`);
    for (const key of Object.keys(raw)) {
      if (!known.includes(key)) this.fail(`unexpected option "${key}"`);
    }
    this.options = raw;
  }

  /** Throws a `PostProcessingError` prefixed with the operation. */
  fail(message: string): never {
    throw new PostProcessingError(`Invalid options for ${this.operation}: ${message}`);
  }

  has(key: string): boolean {
    const value = this.options[key];
    return value !== undefined && value !== null;
  }

  /** Whether the key was sent as an explicit `null` (Python's `None`), which some options give a meaning of its own. */
  isExplicitNull(key: string): boolean {
    return this.options[key] === null;
  }

  value(key: string): unknown {
    const value = this.options[key];
    return value === null ? undefined : value;
  }

  string(key: string): string | undefined {
    const value = this.value(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') this.fail(`"${key}" must be a string, got ${describe(value)}`);
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined) this.fail(`"${key}" is required`);
    return value;
  }

  boolean(key: string, fallback: boolean): boolean {
    const value = this.value(key);
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') this.fail(`"${key}" must be a boolean, got ${describe(value)}`);
    return value;
  }

  number(key: string): number | undefined {
    const value = this.value(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || Number.isNaN(value)) this.fail(`"${key}" must be a number, got ${describe(value)}`);
    return value;
  }

  integer(key: string): number | undefined {
    const value = this.number(key);
    if (value !== undefined && !Number.isInteger(value)) this.fail(`"${key}" must be an integer, got ${value}`);
    return value;
  }

  /** A list of names; a single string counts as a list of one, like Superset's `scalar_to_sequence`. */
  stringArray(key: string): string[] | undefined {
    const value = this.value(key);
    if (value === undefined) return undefined;
    if (typeof value === 'string') return [value];
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      this.fail(`"${key}" must be a list of strings, got ${describe(value)}`);
    }
    return value as string[];
  }

  /** A `{ source: target }` mapping of names; targets may be null where `allowNull` is set (rename). */
  stringMap(key: string, allowNull = false): Record<string, string | null> | undefined {
    const value = this.value(key);
    if (value === undefined) return undefined;
    if (!isRecord(value)) this.fail(`"${key}" must be an object mapping column names, got ${describe(value)}`);
    for (const [name, target] of Object.entries(value)) {
      if (typeof target !== 'string' && !(allowNull && target === null)) {
        this.fail(`"${key}.${name}" must be a string, got ${describe(target)}`);
      }
    }
    return value as Record<string, string | null>;
  }

  record(key: string): Record<string, unknown> | undefined {
    const value = this.value(key);
    if (value === undefined) return undefined;
    if (!isRecord(value)) this.fail(`"${key}" must be an object, got ${describe(value)}`);
    return value;
  }
}
