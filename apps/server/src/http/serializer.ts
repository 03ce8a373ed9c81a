import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

/** A reply that does not match its contract schema: a server bug, answered as 500 and logged. */
export class ReplyContractError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('reply does not match its contract schema');
  }
}

/**
 * Serializes replies with fast-json-stringify, compiled from the contract's zod schemas: only the
 * declared fields leave the server, a missing required field throws, and it is several times faster
 * than validating every reply with zod. With `validate` (tests) each reply is also checked against
 * the zod schema, so the contract is enforced where it is cheap to do so.
 */
export function createSerializerCompiler({ validate }: { validate: boolean }) {
  return ({ schema }: { schema: unknown }) => {
    if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    const stringify = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
    return (data: unknown) => {
      if (validate) {
        const result = schema.safeParse(data);
        if (!result.success) throw new ReplyContractError(result.error.issues);
      }
      return stringify(data);
    };
  };
}
