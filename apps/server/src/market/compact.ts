/** Drops the keys whose value is undefined, so a frame carries only the fields that have a value. */
export function compact<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}
