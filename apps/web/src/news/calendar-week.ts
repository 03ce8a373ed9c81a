import { addDays, weekday } from '@broker/domain';

/** The calendar's weeks: Monday to Sunday, as the Nordic calendars count them. */

export function mondayOf(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

/** The ISO 8601 week number (Nordic calendars number weeks this way): the week of its Thursday. */
export function isoWeek(day: string): number {
  const thursday = addDays(mondayOf(day), 3);
  const jan1 = `${thursday.slice(0, 4)}-01-01`;
  const dayOfYear = Math.round(
    (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${jan1}T00:00:00Z`)) / 86_400_000,
  );
  return Math.floor(dayOfYear / 7) + 1;
}

/** Items grouped by day, the days in order of first appearance (the reply is sorted). */
export function groupByDay<T extends { day: string }>(items: readonly T[]): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.day === item.day) last.items.push(item);
    else groups.push({ day: item.day, items: [item] });
  }
  return groups;
}
