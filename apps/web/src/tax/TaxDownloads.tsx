import type { ReactNode } from 'react';
import type { TaxReportForm } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { taxDownloadHref } from './tax-queries';

/**
 * A report's downloads: its PDF, its CSV for programs and its CSV for spreadsheets, for the same
 * year and accounts the page shows, in the reader's language. Plain links: the session cookie
 * authorises them.
 */
export function TaxDownloads({
  form,
  title,
  query,
  children,
}: {
  form: TaxReportForm;
  /** The report's title, naming what the links download. */
  title: string;
  query: Record<string, string | number | undefined>;
  /** Further downloads of the same report (K4's SRU files). */
  children?: ReactNode;
}) {
  const t = useT();
  const { meta } = useSession();
  return (
    <nav className="tax-downloads" aria-label={t('tax.downloads', { form: title })}>
      {(['pdf', 'csv', 'spreadsheet'] as const).map((format) => (
        <a
          key={format}
          className="button button-quiet"
          data-testid={`tax-${form}-${format}`}
          href={taxDownloadHref(form, format, query, meta.lang)}
          download
        >
          {t(`tax.download.${format}`)}
          {/* Several reports' links on one page: each names its report for a list of links. */}
          <span className="visually-hidden"> – {title}</span>
        </a>
      ))}
      {children}
    </nav>
  );
}
