/**
 * A time range or time expression that cannot be understood, or that describes an impossible
 * range. Its `message` is meant for the person who typed the expression: it names the part that
 * failed (for example `Error parsing time range: expected a time unit but found "banana" in
 * "Last banana"`, or `From date cannot be larger than to date`).
 */
export class TimeRangeError extends Error {
  override name = 'TimeRangeError';
}
