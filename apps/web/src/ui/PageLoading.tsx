import { useT } from '../i18n/use-t';

export function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
