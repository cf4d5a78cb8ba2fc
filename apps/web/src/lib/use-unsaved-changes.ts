import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * While a screen holds unsaved changes: leaving it through the app (a link, back) is held until
 * the person answers the blocker's question, and closing or reloading the tab asks the browser's
 * own. A change of the address's query alone (a filter, the chosen record) is the screen's to ask
 * about, not this hook's.
 */
export function useUnsavedChanges(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
