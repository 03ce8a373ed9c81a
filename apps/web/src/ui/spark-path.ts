/**
 * Geometry of the spark graph (spec 002 §2): a polyline through the finite values, scaled to a
 * viewBox. Non-finite values are skipped, not drawn as zero. Fewer than 2 finite values is no graph.
 */
export interface SparkGeometry {
  /** `M x y L x y …` of the line. */
  line: string;
  /** The line closed along the bottom edge, for the area variant. */
  area: string;
  direction: 'up' | 'down' | 'flat';
}

export function sparkGeometry(
  values: readonly number[],
  width: number,
  height: number,
  padding = 1,
): SparkGeometry | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length < 2) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const v of finite) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const span = max - min;
  const innerHeight = height - 2 * padding;
  const step = width / (finite.length - 1);
  const round = (n: number) => Math.round(n * 100) / 100;
  const coords = finite.map((v, i) => {
    // A flat series is drawn through the middle rather than along an edge.
    const y = span === 0 ? height / 2 : padding + innerHeight - ((v - min) / span) * innerHeight;
    return `${round(i * step)} ${round(y)}`;
  });
  const line = `M${coords.join('L')}`;
  const area = `${line}L${round(width)} ${height}L0 ${height}Z`;
  const first = finite[0]!;
  const last = finite[finite.length - 1]!;
  return { line, area, direction: last > first ? 'up' : last < first ? 'down' : 'flat' };
}
