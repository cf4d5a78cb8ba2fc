import { useEffect } from 'react';

export const APP_NAME = 'Crossover';

/** Sets the browser tab title to "<page> · Crossover". */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
