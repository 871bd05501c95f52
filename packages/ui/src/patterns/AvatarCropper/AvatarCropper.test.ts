import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile, clampAspect } from './AvatarCropper';

describe('clampAspect', () => {
  it('keeps ratios inside 0.1 to 5', () => {
    expect(clampAspect(1)).toBe(1);
    expect(clampAspect(16 / 9)).toBe(16 / 9);
    expect(clampAspect(0.1)).toBe(0.1);
    expect(clampAspect(5)).toBe(5);
  });

  it('clamps ratios outside the range', () => {
    expect(clampAspect(0.05)).toBe(0.1);
    expect(clampAspect(0)).toBe(0.1);
    expect(clampAspect(-2)).toBe(0.1);
    expect(clampAspect(5.01)).toBe(5);
    expect(clampAspect(Number.POSITIVE_INFINITY)).toBe(5);
  });

  it('makes a missing ratio square', () => {
    expect(clampAspect(Number.NaN)).toBe(1);
  });
});

const fileOf = (size: number, type: string) => ({ size, type });

describe('checkAvatarFile', () => {
  it('accepts JPEG, PNG, WebP and GIF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(checkAvatarFile(fileOf(1000, type))).toEqual({ ok: true });
    }
    expect(AVATAR_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(checkAvatarFile(fileOf(AVATAR_MAX_BYTES, 'image/png'))).toEqual({ ok: true });
  });

  it('refuses other types', () => {
    expect(checkAvatarFile(fileOf(1000, 'image/svg+xml'))).toEqual({ ok: false, reason: 'type' });
    expect(checkAvatarFile(fileOf(1000, 'application/pdf'))).toEqual({ ok: false, reason: 'type' });
    expect(checkAvatarFile(fileOf(1000, ''))).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses files over the limit', () => {
    expect(checkAvatarFile(fileOf(AVATAR_MAX_BYTES + 1, 'image/jpeg'))).toEqual({
      ok: false,
      reason: 'size',
    });
  });

  it('refuses empty files', () => {
    expect(checkAvatarFile(fileOf(0, 'image/png'))).toEqual({ ok: false, reason: 'empty' });
  });

  it('takes other limits and types', () => {
    const rules = { maxBytes: 100, types: ['image/png'] };
    expect(checkAvatarFile(fileOf(100, 'image/png'), rules)).toEqual({ ok: true });
    expect(checkAvatarFile(fileOf(101, 'image/png'), rules)).toEqual({ ok: false, reason: 'size' });
    expect(checkAvatarFile(fileOf(10, 'image/jpeg'), rules)).toEqual({ ok: false, reason: 'type' });
  });

  it('works on real File objects', () => {
    const file = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
    expect(checkAvatarFile(file)).toEqual({ ok: true });
  });
});
