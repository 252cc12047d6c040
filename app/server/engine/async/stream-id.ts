/** Matches a Redis stream id, `"<ms>-<seq>"`. */
export const STREAM_ID_PATTERN = '^[0-9]{1,20}-[0-9]{1,20}$';

const STREAM_ID = new RegExp(STREAM_ID_PATTERN);

export function isStreamId(value: string): boolean {
  return STREAM_ID.test(value);
}

/**
 * Orders two stream ids as Redis does: by milliseconds, then by sequence. Compared as bigints
 * because both parts are unsigned 64-bit in Redis.
 */
export function compareStreamIds(a: string, b: string): number {
  const [aMs, aSeq] = split(a);
  const [bMs, bSeq] = split(b);
  if (aMs !== bMs) return aMs < bMs ? -1 : 1;
  if (aSeq !== bSeq) return aSeq < bSeq ? -1 : 1;
  return 0;
}

function split(id: string): [bigint, bigint] {
  const dash = id.indexOf('-');
  if (dash < 0) return [BigInt(id), 0n];
  return [BigInt(id.slice(0, dash)), BigInt(id.slice(dash + 1))];
}
