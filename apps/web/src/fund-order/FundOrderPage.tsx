import { useParams } from 'react-router';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { NotFoundState } from '../ui/NotFoundState';
import { parseRouteId } from '../ui/route-id';
import { useDocumentTitle } from '../ui/use-document-title';
import { FundOrderScreen } from './FundOrderScreen';
import type { OrderMode } from './links';
import './fund-order.css';

/** `/fund-order/:instrumentId/buy` and `/sell`; nothing at all for a logged-out visitor (spec 000 §6). */
export function FundOrderPage({ mode }: { mode: OrderMode }) {
  const t = useT();
  const { status } = useSession();
  const { instrumentId } = useParams();
  const id = parseRouteId(instrumentId);
  useDocumentTitle(t(mode === 'buy' ? 'fundOrder.title.buy' : 'fundOrder.title.sell'));
  if (status !== 'loggedIn') return null;
  if (id === undefined) {
    return (
      <NotFoundState
        title={t('fundOrder.notFound')}
        text={t('fundOrder.error.text')}
        linkText={t('nav.overview')}
        testId="fund-order-not-found"
      />
    );
  }
  // Another fund or side is a new order: no state carries over.
  return <FundOrderScreen key={`${id}-${mode}`} instrumentId={id} mode={mode} />;
}
