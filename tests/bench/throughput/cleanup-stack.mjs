// What a benchmark run must undo (servers, databases, files), undone in reverse order once,
// whether the run ends, fails, or is interrupted (SIGINT, SIGTERM, SIGHUP). Undoing starts by
// aborting `signal`, so that work still going on (load loops, a child process) stops first.
/* global AbortController -- Node's own global, which the lint configuration of .mjs files does not list. */

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SIGNAL_EXIT_CODES = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

/**
 * `defer(what, fn)` adds an undo step; `run()` aborts `signal`, then runs the steps, last added
 * first, each once, and reports (not throws) those that fail. A signal runs them, then exits
 * with the signal's code.
 */
export function cleanupStack(log = console.warn) {
  const steps = [];
  const controller = new AbortController();
  let running = null;
  const run = () => {
    running ??= (async () => {
      for (const handler of Object.values(handlers)) process.off(handler.signal, handler.fn);
      controller.abort(new Error('the benchmark was stopped'));
      while (steps.length > 0) {
        const { what, fn } = steps.pop();
        try {
          await fn();
        } catch (error) {
          log(`  cleanup: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
    return running;
  };
  const handlers = Object.fromEntries(
    SIGNALS.map((signal) => [
      signal,
      {
        signal,
        fn: () => {
          log(`  ${signal}: cleaning up before exiting …`);
          void run().finally(() => process.exit(SIGNAL_EXIT_CODES[signal]));
        },
      },
    ]),
  );
  for (const handler of Object.values(handlers)) process.once(handler.signal, handler.fn);
  return {
    signal: controller.signal,
    defer(what, fn) {
      steps.push({ what, fn });
    },
    run,
  };
}
