import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('counts attempts before the check, so the limit holds for attempts in parallel', () => {
    const t = new LoginThrottle(3, 60_000, () => 0);
    const answers = Array.from({ length: 10 }, () => t.begin('demo-se', '10.0.0.1').allowed);
    expect(answers.filter(Boolean)).toHaveLength(3);
  });

  it('blocks a username and address until the window passes, with the seconds to wait', () => {
    let now = 0;
    const t = new LoginThrottle(3, 60_000, () => now);
    for (let i = 0; i < 3; i++)
      expect(t.begin(i === 1 ? ' Demo-SE ' : 'demo-se', '10.0.0.1').allowed).toBe(true);
    now = 20_000;
    expect(t.begin('demo-se', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(t.begin('demo-se', '10.0.0.2').allowed).toBe(true);
    expect(t.begin('demo-no', '10.0.0.1').allowed).toBe(true);
    now = 60_000;
    expect(t.begin('demo-se', '10.0.0.1').allowed).toBe(true);
  });

  it('limits a username across addresses, so guesses cannot be spread over many addresses', () => {
    const t = new LoginThrottle(2, 60_000, () => 0, 4);
    let allowed = 0;
    for (let i = 0; i < 50; i++) if (t.begin('demo-fi', `10.0.0.${i}`).allowed) allowed++;
    expect(allowed).toBe(8);
  });

  it('takes a successful attempt back and clears the failures of that address', () => {
    const t = new LoginThrottle(2, 60_000, () => 0);
    t.begin('u', 'a');
    t.begin('u', 'a');
    t.succeeded('u', 'a');
    expect(t.begin('u', 'a').allowed).toBe(true);
    expect(t.begin('u', 'a').allowed).toBe(true);
    expect(t.begin('u', 'a').allowed).toBe(false);
  });
});
