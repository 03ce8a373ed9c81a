import { describe, expect, it } from 'vitest';
import { Outbox, type FeedSocket } from './outbox';

/** A socket whose unsent bytes the test sets, standing in for a client that stopped reading. */
function fakeSocket() {
  const sent: string[] = [];
  const socket: FeedSocket & { buffered: number } = {
    buffered: 0,
    get bufferedAmount() {
      return this.buffered;
    },
    send: (frame) => sent.push(frame.toString()),
    close: () => {},
    cork: () => {},
    uncork: () => {},
  };
  return { socket, sent };
}

const frame = (data: Record<string, unknown>) => Buffer.from(JSON.stringify({ type: 'price', data }));

describe('Outbox', () => {
  it('writes at once while the socket keeps up', () => {
    const { socket, sent } = fakeSocket();
    const outbox = new Outbox(socket, { bufferBytes: 100, maxQueuedEvents: 10 }, () => {});
    outbox.state('price:1:a', 'price', frame({ m: 1, i: 'a', last: 1 }), { m: 1, i: 'a', last: 1 });
    outbox.event(Buffer.from('{"type":"heartbeat","data":{}}'));
    expect(sent).toHaveLength(2);
    expect(outbox.behindSince).toBeUndefined();
  });

  it('merges the state frames of a key while behind and keeps events in order', () => {
    const { socket, sent } = fakeSocket();
    const outbox = new Outbox(socket, { bufferBytes: 100, maxQueuedEvents: 10 }, () => {});
    socket.buffered = 100;
    const change = (data: Record<string, unknown>) => outbox.state('price:1:a', 'price', frame(data), data);
    change({ m: 1, i: 'a', bid: 1 });
    outbox.event(Buffer.from('trade-1'), 'trade:1:a');
    change({ m: 1, i: 'a', ask: 2 });
    change({ m: 1, i: 'a', bid: 1.5 });
    expect(sent).toEqual([]);
    expect(outbox.behindSince).toBeDefined();
    socket.buffered = 0;
    outbox.flush();
    expect(sent).toEqual(['trade-1', '{"type":"price","data":{"m":1,"i":"a","bid":1.5,"ask":2}}']);
    expect(outbox.behindSince).toBeUndefined();
  });

  it('keeps counting the time behind across merges, and drops what waits for an unsubscribed key', () => {
    const { socket, sent } = fakeSocket();
    const outbox = new Outbox(socket, { bufferBytes: 100, maxQueuedEvents: 10 }, () => {});
    socket.buffered = 100;
    outbox.state('price:1:a', 'price', frame({}), { last: 1 });
    const since = outbox.behindSince;
    outbox.state('price:1:a', 'price', frame({}), { last: 2 });
    expect(outbox.behindSince).toBe(since);
    outbox.event(Buffer.from('trade-of-a'), 'price:1:a');
    outbox.event(Buffer.from('ack'));
    outbox.drop('price:1:a');
    socket.buffered = 0;
    outbox.flush();
    expect(sent).toEqual(['ack']);
  });

  it('gives up when more events wait than allowed', () => {
    const { socket } = fakeSocket();
    let overflowed = 0;
    const outbox = new Outbox(socket, { bufferBytes: 100, maxQueuedEvents: 2 }, () => overflowed++);
    socket.buffered = 100;
    for (let n = 0; n < 3; n++) outbox.event(Buffer.from(`news-${n}`));
    expect(overflowed).toBe(1);
  });
});
