import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_MAX_LIMIT,
  notificationLink,
  notificationPage,
  notificationPreferences,
} from './kinds';

describe('notifications', () => {
  it('links to its own path inside the app, never elsewhere', () => {
    expect(notificationLink('ORDER_FILLED', {})).toBe('/orders/shares');
    expect(notificationLink('REQUIRED_ACTION_DUE', { link: '/required-actions/7' })).toBe(
      '/required-actions/7',
    );
    expect(notificationLink('DEPOSIT_ARRIVED', { link: '//evil.example' })).toBe('/transactions');
    expect(notificationLink('DEPOSIT_ARRIVED', { link: 'https://evil.example' })).toBe('/transactions');
  });

  it('keeps a page inside its bounds', () => {
    expect(notificationPage(undefined, undefined)).toEqual({ limit: 20, offset: 0 });
    expect(notificationPage(1000, -5)).toEqual({ limit: NOTIFICATIONS_MAX_LIMIT, offset: 0 });
    expect(notificationPage(0, 40)).toEqual({ limit: 1, offset: 40 });
  });

  it('has every kind on unless switched off', () => {
    const prefs = notificationPreferences([{ kind: 'DIVIDEND_PAID', enabled: false }]);
    expect(prefs).toHaveLength(NOTIFICATION_KINDS.length);
    expect(prefs.find((p) => p.kind === 'DIVIDEND_PAID')?.enabled).toBe(false);
    expect(prefs.filter((p) => p.enabled)).toHaveLength(NOTIFICATION_KINDS.length - 1);
  });
});
