import { useEffect } from 'react';
import { useT } from '../i18n/use-t';

/** Separates the page from the app name in the document title, the usual way in every language. */
const TITLE_SEPARATOR = ' – ';

/**
 * Names the browser tab (and the page for screen readers and history) after the page shown, in
 * the current language: "Översikt – Nordbroker". index.html carries only the app name, for the
 * moment before the app starts.
 */
export function useDocumentTitle(page: string): void {
  const t = useT();
  const brand = t('app.brand');
  useEffect(() => {
    document.title = `${page}${TITLE_SEPARATOR}${brand}`;
  }, [page, brand]);
}
