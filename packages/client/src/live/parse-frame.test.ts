import { describe, expect, it } from 'vitest';
import { parseFrame } from './parse-frame';

describe('parseFrame', () => {
  it('reads a frame', () => {
    expect(parseFrame('{"type":"heartbeat","data":{}}')).toEqual({
      ok: true,
      frame: { type: 'heartbeat', data: {} },
    });
  });

  it.each([
    ['not JSON', 'price 11 101', 'not JSON'],
    ['an array', '[1,2]', 'not an object'],
    ['no type', '{"data":{}}', 'no type'],
    ['an empty type', '{"type":"","data":{}}', 'no type'],
    ['no data', '{"type":"price"}', 'no data object'],
    ['binary', new Uint8Array([1]), 'not a text message'],
  ])('names the problem with %s', (_name, message, problem) => {
    expect(parseFrame(message)).toEqual({ ok: false, problem });
  });
});
