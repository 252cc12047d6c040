import { useEffect, useRef, useState } from 'react';
import type { ResolvedTimeRange } from '../control-panel-context.js';

/** How long the time-range control waits after the last change before asking the server. */
export const TIME_RANGE_RESOLVE_DELAY_MS = 300;

/** The outcome of resolving a time range: its two ends, or the message to show in red. */
export type TimeRangeResolution = { status: 'resolved'; since: string | null; until: string | null } | { status: 'error'; message: string };

/** What {@link useResolvedTimeRange} reports: the latest outcome, and whether a newer one is on its way. */
export interface ResolvedTimeRangeState {
  resolution: TimeRangeResolution | null;
  pending: boolean;
}

/** A rejection's user-facing text: an Error's message or a `{ message }`, never `[object Object]`. */
export function timeRangeErrorMessage(error: unknown): string {
  if (typeof error === 'string' && error.trim()) return error;
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  if (typeof message === 'string' && message.trim()) return message;
  return 'The time range could not be resolved';
}

/**
 * Resolves a time-range expression with the page's service: at once until a first answer arrives,
 * then `delayMs` after the last change (typing in the editor asks once). Answers to superseded
 * expressions are dropped.
 */
export function useResolvedTimeRange(
  expression: string,
  resolve: (timeRange: string) => Promise<ResolvedTimeRange>,
  delayMs: number = TIME_RANGE_RESOLVE_DELAY_MS,
): ResolvedTimeRangeState {
  const [latest, setLatest] = useState<{ expression: string; resolution: TimeRangeResolution } | null>(null);
  // Until a first answer arrives there is nothing to show, so that request goes out at once.
  const answered = useRef(false);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(
      () => {
        resolve(expression).then(
          (range) => {
            if (cancelled) return;
            answered.current = true;
            setLatest({ expression, resolution: { status: 'resolved', since: range.since, until: range.until } });
          },
          (error: unknown) => {
            if (cancelled) return;
            answered.current = true;
            setLatest({ expression, resolution: { status: 'error', message: timeRangeErrorMessage(error) } });
          },
        );
      },
      answered.current ? delayMs : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [expression, resolve, delayMs]);

  return { resolution: latest?.resolution ?? null, pending: latest?.expression !== expression };
}
