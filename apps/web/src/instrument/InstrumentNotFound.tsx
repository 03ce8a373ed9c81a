import { useT } from '../i18n/use-t';
import { NotFoundState } from '../ui/NotFoundState';
import { useDocumentTitle } from '../ui/use-document-title';

/** An address that names no instrument the API knows: said in the customer's language, with a way on. */
export function InstrumentNotFound() {
  const t = useT();
  useDocumentTitle(t('instrument.notFoundTitle'));
  return (
    <NotFoundState
      title={t('instrument.notFoundTitle')}
      text={t('instrument.notFoundText')}
      linkText={t('notFound.toOverview')}
      testId="instrument-not-found"
    />
  );
}
