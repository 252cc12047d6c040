import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * While there are unsaved changes, leaving the page asks first: another page of the app through
 * the router's blocker (answered by a confirmation dialog), a reload or a closed tab through the
 * browser's own prompt. `allowLeaving` lets the next navigation through (after a save as copy).
 */
export function useUnsavedChangesGuard(unsaved: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && !leaving.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, allowLeaving };
}
