import type { TooltipContent } from './tooltip-rows';

export interface ChartTooltipProps {
  content: TooltipContent;
  /** Crosshair position inside the chart, px. */
  x: number;
  /** Width of the chart, px: the box flips to the left of the crosshair in its right half. */
  width: number;
  /** Height of the chart, px: a pinned box is kept inside it. */
  height?: number;
  /** A fixed top-left corner inside the chart (settings.tooltipPosition); else it follows x. */
  pinned?: { x: number; y: number } | null;
}

/**
 * The floating box of spec 002 §2 beside the crosshair. It is decoration for pointer users (the
 * same data is in the historical table), so it is hidden from assistive technology and takes no
 * pointer events, which would otherwise steal the crosshair.
 */
export function ChartTooltip({ content, x, width, height, pinned }: ChartTooltipProps) {
  let transform: string;
  if (pinned) {
    // Pinned: at the given corner, pulled back inside the chart when the box would overflow it
    // (percentages of a transform are of the box itself, so `calc(W - 100%)` is its last fit).
    const dx = width > 0 ? `min(${pinned.x}px, calc(${width}px - 100% - 8px))` : `${pinned.x}px`;
    const dy = height ? `min(${pinned.y}px, calc(${height}px - 100% - 8px))` : `${pinned.y}px`;
    transform = `translate(max(0px, ${dx}), max(0px, ${dy}))`;
  } else {
    const flip = x > width / 2;
    // Moved by transform on a layer of its own, so following the mouse does not repaint the
    // canvases underneath. It keeps to the top of the chart: with every overlay on it is tall, and
    // following the pointer vertically would push it out of the chart.
    // Kept inside the chart: on a phone the box is wider than the room beside the crosshair.
    transform = flip
      ? `translateX(max(0px, calc(${x}px - 100% - 16px)))`
      : `translateX(min(${x + 16}px, calc(${width}px - 100% - 8px)))`;
  }
  return (
    <div
      className={`price-chart__tooltip${pinned ? ' price-chart__tooltip--pinned' : ''}`}
      style={{ transform }}
      aria-hidden="true"
      data-testid="chart-tooltip"
    >
      <div className="price-chart__tooltip-title">{content.title}</div>
      {content.subtitle ? <div className="price-chart__tooltip-subtitle">{content.subtitle}</div> : null}
      <dl className="price-chart__tooltip-rows">
        {content.rows.map((row) => (
          <div
            key={row.key}
            className={`price-chart__tooltip-row${row.section ? ' price-chart__tooltip-row--section' : ''}`}
          >
            <dt>
              {row.color ? <span className="price-chart__swatch" style={{ background: row.color }} /> : null}
              {row.icon ? (
                <img className="price-chart__event-icon" src={row.icon} alt="" width={14} height={14} />
              ) : null}
              {row.label}
            </dt>
            <dd className={row.tone && !row.change ? `price-chart__${row.tone}` : undefined}>
              {row.value}
              {row.change ? (
                <span className={row.tone ? ` price-chart__${row.tone}` : undefined}> {row.change}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
