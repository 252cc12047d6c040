// Closed-loop load: a fixed number of clients, each sending its next request as soon as the
// previous one is answered, for a fixed time. Throughput is what was answered over the time it
// took; the latencies are each request's, start to answer.

/**
 * Runs `clients` loops of `request(n)` for `seconds` (`n` numbers the requests across all loops,
 * from 0). No request starts after the time is up; those under way are waited for and counted.
 * The first failure, or `signal` aborting, stops every loop; it is thrown once they have all
 * stopped. Answers `{ completed, seconds, rate, latencies }`, rate in requests per second.
 */
export async function closedLoop({ clients, seconds, request, signal }) {
  const latencies = [];
  const started = performance.now();
  let deadline = started + seconds * 1000;
  let lastAnswer = started;
  let next = 0;
  let failure = null;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline && !signal?.aborted) {
        const n = next++;
        const sent = performance.now();
        try {
          await request(n);
        } catch (error) {
          failure ??= error;
          deadline = 0;
          return;
        }
        const answered = performance.now();
        latencies.push(answered - sent);
        if (answered > lastAnswer) lastAnswer = answered;
      }
    }),
  );
  if (signal?.aborted) throw signal.reason;
  if (failure) throw failure;
  const elapsed = (lastAnswer - started) / 1000;
  return { completed: latencies.length, seconds: elapsed, rate: latencies.length / elapsed, latencies };
}
