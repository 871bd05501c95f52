import { describe, expect, it } from 'vitest';
import { bannerAfter, hostMessageTypes, parseHostMessage } from './hostMessages.ts';

describe('host messages', () => {
  it('parses the company status and the reset message', () => {
    expect(
      parseHostMessage({
        type: hostMessageTypes.companyStatus,
        status: 'SUBSCRIPTION_CANCELLED',
        deactivationTimestamp: 5,
      }),
    ).toEqual({
      type: hostMessageTypes.companyStatus,
      status: 'SUBSCRIPTION_CANCELLED',
      deactivationTimestamp: 5,
    });
    expect(parseHostMessage({ type: hostMessageTypes.reset })).toEqual({ type: hostMessageTypes.reset });
  });

  it('ignores anything else', () => {
    expect(parseHostMessage('hello')).toBeNull();
    expect(parseHostMessage({ type: 'other' })).toBeNull();
    expect(parseHostMessage({ type: hostMessageTypes.companyStatus })).toBeNull();
    expect(
      parseHostMessage({
        type: hostMessageTypes.companyStatus,
        status: 'ACTIVE',
        deactivationTimestamp: 'x',
      }),
    ).toMatchObject({ deactivationTimestamp: null });
  });

  it('shows the banner only for a cancelled subscription and removes it on reset', () => {
    const cancelled = parseHostMessage({
      type: hostMessageTypes.companyStatus,
      status: 'SUBSCRIPTION_CANCELLED',
      deactivationTimestamp: 1_800_000_000_000,
    });
    expect(cancelled && bannerAfter(cancelled)).toEqual({ deactivationTimestamp: 1_800_000_000_000 });
    const active = parseHostMessage({
      type: hostMessageTypes.companyStatus,
      status: 'ACTIVE',
      deactivationTimestamp: null,
    });
    expect(active && bannerAfter(active)).toBeNull();
    expect(bannerAfter({ type: hostMessageTypes.reset })).toBeNull();
  });
});
