import { RegistryValidationError, type RegistryProblem } from './registry-validation-error.js';

/** Looks up the plugin that bound a contribution (see `ContributionOrigins` in core/di). */
export type PluginOf = (contribution: unknown) => string | undefined;

/** Collects problems while a registry validates its contributions. */
export class ProblemList {
  private readonly problems: RegistryProblem[] = [];

  constructor(
    private readonly registry: string,
    private readonly pluginOf: PluginOf = () => undefined,
  ) {}

  /** A reporter bound to one contribution. */
  reporterFor(contribution: unknown, key: string): (problem: string) => void {
    const plugin = this.pluginOf(contribution);
    return (problem) => {
      this.problems.push({ registry: this.registry, key, ...(plugin ? { plugin } : {}), problem });
    };
  }

  throwIfAny(): void {
    if (this.problems.length > 0) throw new RegistryValidationError(this.registry, this.problems);
  }
}
