import { describe, expect, it } from 'vitest';
import { messageWindowOf } from './whatsAppWindow.ts';

const now = Date.parse('2026-11-26T12:00:00Z');
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

describe("WhatsApp's 24-hour window", () => {
  it('is open until 24 hours after the customer last wrote', () => {
    expect(messageWindowOf('WHATSAPP', hoursAgo(23), now)).toEqual({
      applies: true,
      open: true,
      endsAt: new Date(now + 3_600_000),
    });
    expect(messageWindowOf('WHATSAPP', hoursAgo(24), now)).toMatchObject({ applies: true, open: false });
    expect(messageWindowOf('WHATSAPP', hoursAgo(25), now)).toMatchObject({ open: false });
  });
  it('is closed when the customer never wrote; other channels have none', () => {
    expect(messageWindowOf('WHATSAPP', null, now)).toEqual({ applies: true, open: false, endsAt: null });
    expect(messageWindowOf('EMAIL', hoursAgo(100), now)).toEqual({ applies: false });
    expect(messageWindowOf('MESSENGER', null, now)).toEqual({ applies: false });
  });
});
