import { asRecord, checkUniqueKeys, keyOf, type Report } from './descriptor-fields.js';
import { ProblemList, type PluginOf } from './problem-list.js';

/**
 * The part every registry shares: unique keys, one problem reporter per contribution, the
 * registry's own checks (`validate`, which returns the frozen descriptor, or undefined when it
 * cannot build one), and a single `RegistryValidationError` listing every problem at the end.
 * Returns the `[key, descriptor]` entries for a `FrozenRegistry`.
 */
export function validateContributions<C, D>(
  registry: string,
  contributions: readonly C[],
  keyField: string,
  pluginOf: PluginOf | undefined,
  validate: (record: Record<string, unknown>, report: Report, contribution: C) => D | undefined,
): Array<[string, D]> {
  const problems = new ProblemList(registry, pluginOf);
  const reporterFor = (contribution: unknown, index: number) => problems.reporterFor(contribution, keyOf(contribution, keyField, index));
  checkUniqueKeys(contributions, keyField, reporterFor, pluginOf);
  const entries: Array<[string, D]> = [];
  contributions.forEach((contribution, index) => {
    const report = reporterFor(contribution, index);
    const record = asRecord(contribution, report);
    if (!record) return;
    const descriptor = validate(record, report, contribution);
    if (descriptor !== undefined) entries.push([String(record[keyField]), descriptor]);
  });
  problems.throwIfAny();
  return entries;
}
