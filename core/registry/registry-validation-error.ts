/** One thing wrong with one contribution. */
export interface RegistryProblem {
  /** Which registry found it: `viz`, `filter type`, `menu action`, `control section`, `database engine`. */
  registry: string;
  /** The contribution's key, or `#<position>` when it has none. */
  key: string;
  /** The plugin that bound the contribution, when known. */
  plugin?: string;
  problem: string;
}

function describe(problem: RegistryProblem): string {
  const origin = problem.plugin ? ` (plugin ${problem.plugin})` : '';
  return `  - ${problem.registry} '${problem.key}'${origin}: ${problem.problem}`;
}

/**
 * Every problem a registry found in its contributions, thrown together at start-up so one run
 * shows them all rather than one per restart.
 *
 * @example
 * ```ts
 * try { createVizRegistry(vizTypes, { widgets }); }
 * catch (error) { if (error instanceof RegistryValidationError) log.fatal(error.problems); }
 * ```
 */
export class RegistryValidationError extends Error {
  override readonly name = 'RegistryValidationError';

  constructor(
    registry: string,
    readonly problems: readonly RegistryProblem[],
  ) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`Invalid ${registry} contributions (${count}):\n${problems.map(describe).join('\n')}`);
  }
}
