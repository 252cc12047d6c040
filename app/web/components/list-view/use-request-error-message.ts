import { useMemo } from 'react';
import { useErrorMessage } from '../../shell/useErrorMessage';
import { unwrapRequestError } from './unwrap-request-error';

/** The user-facing message for an RTK Query error, or `null` when there is none (or while it is worked out). */
export function useRequestErrorMessage(error: unknown): string | null {
  const unwrapped = useMemo(() => (error === undefined || error === null ? null : unwrapRequestError(error)), [error]);
  const message = useErrorMessage(unwrapped);
  return unwrapped === null ? null : message;
}
