import { useId } from 'react';
import { sparkGeometry } from './spark-path';

export interface SparkGraphProps {
  values: readonly number[];
  variant?: 'line' | 'area';
  width?: number;
  height?: number;
  className?: string;
}

const COLORS = {
  up: 'var(--gain, #0a7a3d)',
  down: 'var(--loss, #c0262d)',
  flat: 'var(--text-muted, #5b6676)',
};

/**
 * A tiny line or area of a price development for table cells (spec 002 §2): plain SVG, as a
 * charting library is far too heavy per row. Nothing at all with fewer than 2 finite values.
 * Hidden from assistive technology: the row states the change in text.
 */
export function SparkGraph({
  values,
  variant = 'line',
  width = 80,
  height = 24,
  className,
}: SparkGraphProps) {
  const gradientId = useId();
  const geometry = sparkGeometry(values, width, height);
  if (!geometry) return null;
  const color = COLORS[geometry.direction];
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      data-direction={geometry.direction}
    >
      {variant === 'area' ? (
        <>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={color} stopOpacity={0.25} />
              <stop offset="1" stopColor={color} stopOpacity={0} />
            </linearGradient>
          </defs>
          <path d={geometry.area} fill={`url(#${gradientId})`} stroke="none" />
        </>
      ) : null}
      <path
        d={geometry.line}
        fill="none"
        stroke={color}
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
