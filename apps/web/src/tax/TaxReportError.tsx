import { ApiError } from '@broker/client';
import { useT } from '../i18n/use-t';

/** A country's report answers 403 to a customer taxed elsewhere: not an error, just not theirs. */
export function isOtherCountrysReport(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * A report of the customer's own country that could not be made: a year whose tax figures the
 * platform does not know yet, or a failure; said in place of the report rather than hiding it.
 */
export function TaxReportError({ error, title, testId }: { error: unknown; title: string; testId: string }) {
  const t = useT();
  const unknownYear = error instanceof ApiError && error.code === 'TAX_YEAR_NOT_KNOWN';
  return (
    <section className="card tax-k4" aria-label={title} data-testid={testId}>
      <h2>{title}</h2>
      <p className="tax-note" role="status" data-testid={`${testId}-error`}>
        {unknownYear ? t('tax.yearNotKnown') : t('tax.reportError')}
      </p>
    </section>
  );
}
