import { sqlText } from './sql-text.js';

/**
 * Deterministic pseudo-random numbers for SQL generators. Every value is a pure function of
 * an integer key (usually the row number, below 2^32) and a seed, computed with DuckDB's
 * built-in `hash()` (a fixed, unseeded 64-bit integer mix: no state, no clock, no thread
 * dependence). The same key and seed give the same value on every run and machine; only a
 * DuckDB upgrade that changed `hash()` itself could change the generated data.
 *
 * Uniforms are added as ordinary DOUBLE columns over a source relation, so later expressions
 * (CASE branches, filters, windows) use them without re-evaluating anything.
 */
const WEIGHT_SLOTS = 1000;

/** A stream: output column name -> [SQL integer key expression over the source, seed]. */
export type RandomStreams = Record<string, readonly [key: string, seed: number]>;

export const sqlRandom = {
  /**
   * Wraps `source` (anything usable after FROM, e.g. `range(100)` or a CTE name) in a
   * subquery that adds one DOUBLE column per stream, uniform in [0, 1).
   */
  withUniforms(source: string, streams: RandomStreams): string {
    const columns = Object.entries(streams).map(([name, [key, seed]]) => {
      if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 20) throw new Error(`seed must be a non-negative integer: ${seed}`);
      // One hashed value per (key, seed): the seed moves the key into its own 2^32 block
      // (hash(key, seed) would only xor a per-seed constant into the result, correlating
      // streams). The top 53 bits make the DOUBLE exact and strictly below 1.
      const input = `CAST(${key} AS BIGINT) + ${seed * 2 ** 32}`;
      return `CAST(hash(${input}) >> 11 AS DOUBLE) / 9007199254740992.0 AS ${sqlText.identifier(name)}`;
    });
    if (columns.length === 0) return `(SELECT * FROM ${source})`;
    return `(SELECT *, ${columns.join(', ')} FROM ${source})`;
  },

  /** Standard normal DOUBLE (Box-Muller) from two independent uniform columns. */
  normal(u1: string, u2: string): string {
    return `(sqrt(-2.0 * ln(1.0 - ${u1})) * cos(2.0 * pi() * ${u2}))`;
  },

  /** INTEGER in [0, n) from a uniform column. */
  int(u: string, n: number): string {
    return `CAST(floor(${u} * ${n}) AS INTEGER)`;
  },

  /**
   * A 1-based INTEGER index into `weights` from a uniform column, chosen with probability
   * proportional to each weight, via a constant list of slots (each index repeated by its
   * share of 1000 slots, at least once).
   */
  pick(u: string, weights: readonly number[]): string {
    const slots = weightSlots(weights);
    return `${sqlText.numberList(slots)}[1 + CAST(floor(${u} * ${slots.length}) AS INTEGER)]`;
  },
} as const;

function weightSlots(weights: readonly number[]): number[] {
  if (weights.length === 0) throw new Error('pick needs at least one weight');
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (!(total > 0)) throw new Error('pick needs a positive total weight');
  const slots: number[] = [];
  weights.forEach((w, i) => {
    if (w <= 0) return;
    const count = Math.max(1, Math.round((w / total) * WEIGHT_SLOTS));
    for (let k = 0; k < count; k++) slots.push(i + 1);
  });
  return slots;
}
