/**
 * The order the tax reports list and replay bookings in: by trade date, and on one day by id (the
 * order they were booked in).
 */
export function compareBooked(dateA: string, idA: number, dateB: string, idB: number): number {
  if (dateA !== dateB) return dateA < dateB ? -1 : 1;
  return idA - idB;
}

/** Oldest first, for rows that carry their trade date and transaction id. */
export function byTradeDate(
  a: { trade_date: string; transaction_id: number },
  b: { trade_date: string; transaction_id: number },
): number {
  return compareBooked(a.trade_date, a.transaction_id, b.trade_date, b.transaction_id);
}
