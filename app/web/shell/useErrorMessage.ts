import { getClientErrorObject, getErrorMessage } from '@core/errors';
import { useEffect, useState } from 'react';

/**
 * The user-facing message for any error value (a thrown Error, a failed Response, a route
 * error), normalised by `core/errors`; `null` while it is being worked out.
 */
export function useErrorMessage(error: unknown): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setMessage(null);
    void (async () => {
      const clientError = await getClientErrorObject(error);
      if (current) setMessage(getErrorMessage(clientError));
    })();
    return () => {
      current = false;
    };
  }, [error]);
  return message;
}
