import { createHash } from 'node:crypto';

/** What makes two chart-data results interchangeable. */
export interface CacheKeyInput {
  /** The SQL actually sent to the engine (after templating and limits). */
  sql: string;
  /** The caller's row-level-security clauses; their order does not matter. */
  rlsClauses: readonly string[];
  /** Changes whenever the dataset or database definition changes (e.g. its `changed_on`). */
  datasourceVersion: string;
  /** Superset's `result_type` (full, samples, …); a different shape of answer is a different entry. */
  resultType: string;
  /** Anything else that shapes the answer: post-processing rules, time offsets, result format … */
  extra?: unknown;
}

/**
 * A stable cache key: the SHA-256 hex digest of a canonical JSON of the inputs. Object keys are
 * sorted and RLS clauses sorted and de-duplicated, so equal requests give equal keys however
 * their parts were assembled.
 *
 * @example
 * ```ts
 * cacheKeyFor({ sql: 'SELECT 1', rlsClauses: ['b = 2', 'a = 1'], datasourceVersion: '7@2024-05-01T10:00:00', resultType: 'full' })
 *   === cacheKeyFor({ sql: 'SELECT 1', rlsClauses: ['a = 1', 'b = 2'], datasourceVersion: '7@2024-05-01T10:00:00', resultType: 'full' }); // true
 * ```
 */
export function cacheKeyFor(input: CacheKeyInput): string {
  const rls = [...new Set(input.rlsClauses)].sort();
  const canonical = canonicalJson({
    v: 1,
    sql: input.sql,
    rls,
    datasourceVersion: input.datasourceVersion,
    resultType: input.resultType,
    extra: input.extra ?? null,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** JSON with sorted object keys; bigints are tagged so `1n` and `1` differ; undefined members are dropped as JSON does. */
function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : JSON.stringify(String(value));
    case 'bigint':
      return `{"$bigint":"${value.toString()}"}`;
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
      if (value instanceof Date) return JSON.stringify(value.toISOString());
      const record = value as Record<string, unknown>;
      const members = Object.keys(record)
        .filter((key) => record[key] !== undefined && typeof record[key] !== 'function')
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
      return `{${members.join(',')}}`;
    }
    default:
      return 'null';
  }
}
