/**
 * The SQL Lab runs this process is executing (or has queued), by query id, each with the abort
 * controller whose signal its engine statements run under: stopping a run aborts it, which
 * cancels the statement in the engine.
 */
export class RunningQueries {
  private readonly controllers = new Map<number, AbortController>();

  /** Registers a run and returns the controller its statements listen to. */
  start(queryId: number): AbortController {
    this.controllers.get(queryId)?.abort();
    const controller = new AbortController();
    this.controllers.set(queryId, controller);
    return controller;
  }

  /** Forgets a run once it ended (only if `controller` is still the one registered). */
  finish(queryId: number, controller: AbortController): void {
    if (this.controllers.get(queryId) === controller) this.controllers.delete(queryId);
  }

  /** Aborts a run; false when this process is not running it. */
  stop(queryId: number): boolean {
    const controller = this.controllers.get(queryId);
    if (!controller) return false;
    controller.abort();
    this.controllers.delete(queryId);
    return true;
  }
}
