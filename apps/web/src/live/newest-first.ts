/**
 * Events (trades, news items) as a list, newest first: `incoming` joins `list`, an event already
 * there is not repeated (after a reconnect the feed sends the latest event again as the new
 * subscription's first frame), and only the newest `limit` are kept.
 */
export function mergeNewestFirst<E>(
  list: readonly E[],
  incoming: readonly E[],
  by: { id: (event: E) => string | number; time: (event: E) => number },
  limit: number,
): E[] {
  const seen = new Set<string | number>();
  const merged: E[] = [];
  for (const event of [...incoming, ...list]) {
    const id = by.id(event);
    if (seen.has(id)) continue;
    seen.add(id);
    merged.push(event);
  }
  // Stable: events of the same millisecond keep their arrival order, the later one first.
  merged.sort((a, b) => by.time(b) - by.time(a));
  return merged.slice(0, limit);
}
