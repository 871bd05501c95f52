import { describe, expect, it } from 'vitest';
import { claimNotification, notificationSupport } from './notifications.ts';

describe('notifications', () => {
  it('lets only the first tab claim a message', () => {
    expect(claimNotification('m1')).toBe(true);
    expect(claimNotification('m1')).toBe(false);
    expect(claimNotification('m2')).toBe(true);
  });

  it('reports a browser without notifications as unsupported', () => {
    expect(notificationSupport({})).toBe('unsupported');
    expect(notificationSupport({ Notification: { permission: 'granted' } })).toBe('granted');
  });
});
