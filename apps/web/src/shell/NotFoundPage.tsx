import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { useDocumentTitle } from '../ui/use-document-title';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="page narrow not-found" aria-labelledby="not-found-title" data-testid="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link className="button button-primary" to="/">
        {t('notFound.link')}
      </Link>
    </section>
  );
}
