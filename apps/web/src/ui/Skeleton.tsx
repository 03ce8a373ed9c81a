import type { CSSProperties } from 'react';

/** A grey placeholder bar; decorative, so the surrounding region announces the loading state. */
export function Skeleton({
  width = '100%',
  height = '1em',
  className = '',
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  return <span className={`skeleton ${className}`} style={{ width, height }} aria-hidden="true" />;
}
