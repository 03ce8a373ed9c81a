import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { instrumentQuery } from '../market/market-queries';
import { useApiClient } from '../services/services-context';

/** A link to an instrument an article is about, named as soon as the (cached) instrument is known. */
export function RelatedInstrumentLink({ instrumentId }: { instrumentId: number }) {
  const client = useApiClient();
  const instrument = useQuery(instrumentQuery(client, instrumentId));
  // An instrument the API does not know is no place to send the reader.
  if (instrument.isError) return null;
  return (
    <Link className="chip-link" to={`/instrument/${instrumentId}`}>
      {instrument.data?.name ?? `#${instrumentId}`}
    </Link>
  );
}
