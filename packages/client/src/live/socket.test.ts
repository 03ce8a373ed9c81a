import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveLiveUrl, resolveSocketConstructor } from './socket';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resolveLiveUrl', () => {
  it('takes the url given', () => {
    expect(resolveLiveUrl('ws://feed.test/ws/2/public', '/ws/2/public')).toBe('ws://feed.test/ws/2/public');
  });

  it("derives wss: from an https: page's host", () => {
    vi.stubGlobal('location', { protocol: 'https:', host: 'broker.test:8443' });
    expect(resolveLiveUrl(undefined, '/ws/2/public')).toBe('wss://broker.test:8443/ws/2/public');
  });

  it('derives ws: from an http: page', () => {
    vi.stubGlobal('location', { protocol: 'http:', host: 'localhost:5173' });
    expect(resolveLiveUrl(undefined, '/ws/2/private')).toBe('ws://localhost:5173/ws/2/private');
  });

  it('asks for a url where there is no page', () => {
    vi.stubGlobal('location', undefined);
    expect(() => resolveLiveUrl(undefined, '/ws/2/public')).toThrow(/pass `url`/);
  });
});

describe('resolveSocketConstructor', () => {
  it('asks for the ws class where there is no global WebSocket (Node 20)', () => {
    vi.stubGlobal('WebSocket', undefined);
    expect(() => resolveSocketConstructor(undefined)).toThrow(/`ws` WebSocket class/);
  });

  it("uses the browser's WebSocket by default", () => {
    class FakeWebSocket {}
    vi.stubGlobal('WebSocket', FakeWebSocket);
    expect(resolveSocketConstructor(undefined)).toBe(FakeWebSocket);
  });
});
