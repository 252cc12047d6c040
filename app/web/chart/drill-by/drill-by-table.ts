import type { GridData } from '../results/results-grid-model';

/**
 * A drilled chart's rows as its table shows them: each column headed by its display name (the
 * dataset's verbose name of a column or metric, "Births" rather than `sum__num`). Names are kept
 * as they are when two columns would read the same.
 */
export function labelledGrid({ colnames, coltypes, data }: GridData, verboseMap: Readonly<Record<string, string>> | undefined): GridData {
  const grid = { colnames, ...(coltypes ? { coltypes } : {}), data };
  if (!verboseMap) return grid;
  const labels = colnames.map((name) => verboseMap[name] || name);
  if (new Set(labels).size !== labels.length || labels.every((label, index) => label === colnames[index])) return grid;
  return {
    colnames: labels,
    ...(coltypes ? { coltypes } : {}),
    data: data.map((row) => Object.fromEntries(colnames.map((name, index) => [labels[index]!, row[name]]))),
  };
}
