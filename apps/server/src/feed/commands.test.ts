import { describe, expect, it } from 'vitest';
import { parseCommand } from './commands';

describe('parseCommand', () => {
  it('accepts the protocol commands and drops unknown argument fields', () => {
    expect(parseCommand('{"cmd":"login"}')).toMatchObject({ ok: true, command: { cmd: 'login' } });
    expect(parseCommand('{"cmd":"subscribe","args":{"t":"price","m":11,"i":"101","x":1}}')).toMatchObject({
      ok: true,
      command: { cmd: 'subscribe', args: { t: 'price', m: 11, i: '101' } },
    });
    const news = parseCommand('{"cmd":"unsubscribe","args":{"t":"news","s":5}}');
    expect(news.ok && news.command).toEqual({ cmd: 'unsubscribe', args: { t: 'news', s: 5 } });
  });

  it('says what is wrong, in the order a client developer would fix it', () => {
    const msg = (text: string) => {
      const r = parseCommand(text);
      return r.ok ? undefined : r.msg;
    };
    expect(msg('{')).toBe('malformed frame: not JSON');
    expect(msg('"login"')).toMatch(/^malformed frame: expected/);
    expect(msg('{"cmd":"order"}')).toBe('unknown command "order"');
    expect(msg('{"cmd":"subscribe","args":[]}')).toMatch(/^missing args/);
    expect(msg('{"cmd":"subscribe","args":{"m":1}}')).toBe('missing subscription type t');
    expect(msg('{"cmd":"subscribe","args":{"t":"quote"}}')).toMatch(
      /^unknown subscription type "quote"; known: price, depth/,
    );
    expect(msg('{"cmd":"subscribe","args":{"t":"trade"}}')).toBe('missing key fields for trade: m, i');
    expect(msg('{"cmd":"subscribe","args":{"t":"price","m":"11","i":"1"}}')).toBe(
      'invalid key field m for price: expected an integer',
    );
    expect(msg('{"cmd":"subscribe","args":{"t":"indicator","m":"SSE","i":""}}')).toBe(
      'invalid key field i for indicator: expected a string of 1 to 40 printable characters',
    );
    expect(msg(`{"cmd":"subscribe","args":{"t":"price","m":11,"i":"${'9'.repeat(41)}"}}`)).toMatch(
      /^invalid key field i for price/,
    );
    expect(msg('{"cmd":"subscribe","args":{"t":"price","m":11,"i":"10\\u0000"}}')).toMatch(
      /^invalid key field i for price/,
    );
    expect(msg('{"cmd":"subscribe","args":{"t":"price","m":11,"i":"\\u202e101"}}')).toMatch(
      /^invalid key field i for price/,
    );
  });

  it('echoes only a short, flat copy of the command, however deep or long the frame', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const nested = parseCommand(deep);
    expect(nested).toEqual({ ok: false, msg: expect.stringMatching(/^malformed frame/), cmd: undefined });
    const inArgs = parseCommand(
      `{"cmd":"subscribe","args":{"t":"price","m":11,"i":"${'x'.repeat(15000)}","deep":${deep}},"more":${deep}}`,
    );
    expect(inArgs.cmd).toEqual({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'x'.repeat(40) } });
    expect(JSON.stringify(inArgs.cmd).length).toBeLessThan(120);
    expect(parseCommand(`{"cmd":${deep}}`).cmd).toEqual({});
  });
});
