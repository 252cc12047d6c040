import { useEffect } from 'react';

/** Sets the browser tab's title to `<title> · Tessera` while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Tessera` : 'Tessera';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
