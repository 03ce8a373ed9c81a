import { INSTRUMENT_ICON_PATH } from '@broker/contract';
import './instrument-icon.css';

/** The address of an instrument's generated icon (`getInstrumentIcon`). */
export const instrumentIconUrl = (instrumentId: number) =>
  INSTRUMENT_ICON_PATH.replace('{instrument_id}', String(instrumentId));

/**
 * An instrument's icon: the server's monogram of its name on its sector's or type's colour. It is
 * decorative (`alt=""`): the name is always written next to it, so a screen reader saying
 * "image" or the initials would only repeat it. The browser caches it and revalidates by ETag.
 */
export function InstrumentIcon({
  instrumentId,
  size = 24,
  className,
}: {
  instrumentId: number;
  size?: number;
  className?: string;
}) {
  return (
    <img
      className={className ? `instrument-icon ${className}` : 'instrument-icon'}
      src={instrumentIconUrl(instrumentId)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-testid="instrument-icon"
    />
  );
}
