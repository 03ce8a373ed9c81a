import type { ApiFieldError } from '@broker/domain';

/** The element id of a step's field, from its name in the server's refusal (`taxResidences.0.tin`). */
export function fieldId(field: string): string {
  return `signup-field-${field.replace(/[^A-Za-z0-9]/g, '-')}`;
}

/** The codes refused for one field. */
export function codesFor(errors: readonly ApiFieldError[], field: string): string[] {
  return errors.filter((e) => e.field === field).map((e) => e.code);
}
