import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MoneySchema } from '@broker/contract';
import { createSerializerCompiler, ReplyContractError } from './serializer';

const schema = z.object({ accid: z.number().int(), sum: MoneySchema, note: z.string().optional() });

describe('reply serializer', () => {
  it('writes only the declared fields, so nothing undeclared leaves the server', () => {
    const serialize = createSerializerCompiler({ validate: false })({ schema });
    const json = serialize({ accid: 1, sum: { value: 1.5, currency: 'SEK' }, passwordHash: 'secret' });
    expect(JSON.parse(json)).toEqual({ accid: 1, sum: { value: 1.5, currency: 'SEK' } });
  });

  it('refuses a reply without a required field', () => {
    const serialize = createSerializerCompiler({ validate: false })({ schema });
    expect(() => serialize({ sum: { value: 1, currency: 'SEK' } })).toThrow(/accid/);
  });

  it('checks types against the contract when validating', () => {
    const serialize = createSerializerCompiler({ validate: true })({ schema });
    expect(() => serialize({ accid: 1.5, sum: { value: 1, currency: 'SEK' } })).toThrow(ReplyContractError);
    expect(serialize({ accid: 2, sum: { value: 1, currency: 'SEK' }, note: 'ok' })).toBe(
      '{"accid":2,"sum":{"value":1,"currency":"SEK"},"note":"ok"}',
    );
  });
});
