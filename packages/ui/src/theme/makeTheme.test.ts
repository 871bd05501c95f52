import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, type Rgb, toHex } from './color';
import { DEFAULT_PRIMARY_COLOR, deriveBrandColors, makeTheme } from './makeTheme';

const rgb = (hex: string): Rgb => {
  const parsed = parseHex(hex);
  if (!parsed) throw new Error(`not a colour: ${hex}`);
  return parsed;
};

const hslToHex = (h: number, s: number, l: number): string => {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return toHex({ r: f(0) * 255, g: f(8) * 255, b: f(4) * 255 });
};

const fixed = [
  '#ffffff',
  '#000000',
  '#ffff00',
  '#40929F',
  '#1B2A4A',
  '#F4E04D',
  '#FAFAFA',
  '#FEFEFE',
  '#0A0A0A',
  '#010203',
  '#777777',
  '#767676',
  '#808080',
  '#FF0000',
  '#00FF00',
  '#0000FF',
  '#00FFFF',
  '#FF00FF',
  '#F0F',
  '#E30613',
];
// 6 hues x 5 lightness levels, covering the mid tones where neither black nor white is easy.
const generated = [0, 60, 120, 180, 240, 300].flatMap((h) =>
  [0.1, 0.35, 0.5, 0.65, 0.95].map((l) => hslToHex(h, 0.7, l)),
);
const spread = [...fixed, ...generated];

describe('makeTheme', () => {
  it('uses #40929F as the default primary colour', () => {
    expect(DEFAULT_PRIMARY_COLOR).toBe('#40929F');
    expect(makeTheme({}).color.brandSubtle).toBe(makeTheme({ primaryColor: '#40929F' }).color.brandSubtle);
  });

  it('mixes the primary 90 % and 84 % with white', () => {
    const { color } = makeTheme({ primaryColor: '#40929F' });
    // 0x40*0.1 + 255*0.9 = 235.9 -> EC; 0x92 -> 244.1 -> F4; 0x9F -> 245.4 -> F5
    expect(color.brandSubtle).toBe('#ECF4F5');
    // 0x40*0.16 + 255*0.84 = 224.44 -> E0; 0x92 -> 237.56 -> EE; 0x9F -> 239.64 -> F0
    expect(color.brandMuted).toBe('#E0EEF0');
  });

  it('keeps the raw primary for filled surfaces when text on it reaches AA', () => {
    expect(makeTheme({ primaryColor: '#40929F' }).color.brand).toBe('#40929F');
    expect(makeTheme({ primaryColor: '#1B2A4A' }).color.brand).toBe('#1B2A4A');
    expect(makeTheme({ primaryColor: '#1B2A4A' }).color.onBrand).toBe('#FFFFFF');
  });

  it('falls back to the default for invalid colours', () => {
    expect(makeTheme({ primaryColor: 'teal' }).color.brand).toBe('#40929F');
    expect(makeTheme({ primaryColor: null }).color.brand).toBe('#40929F');
  });

  it('generates a spread of about 50 colours', () => {
    expect(spread.length).toBeGreaterThanOrEqual(50);
  });

  it.each(spread)('keeps AA contrast on and around brand %s', (primary) => {
    const c = deriveBrandColors(primary);
    expect(contrastRatio(rgb(c.onBrand), rgb(c.brand))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(c.onBrand), rgb(c.brandHover))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(c.brandText), rgb('#FFFFFF'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(c.brandText), rgb(c.brandSubtle))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(c.brandText), rgb(c.brandMuted))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(c.focusRing), rgb('#FFFFFF'))).toBeGreaterThanOrEqual(3);
    const { surfaceSunken } = makeTheme({ primaryColor: primary }).color;
    expect(contrastRatio(rgb(c.brandText), rgb(surfaceSunken))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(c.focusRing), rgb(surfaceSunken))).toBeGreaterThanOrEqual(3);
    expect(c.brandHover).not.toBe(c.brand);
  });

  it('keeps the fixed neutral tokens readable', () => {
    const { color } = makeTheme({});
    const surface = rgb(color.surface);
    expect(contrastRatio(rgb(color.text), surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(color.textMuted), surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(color.textMuted), rgb(color.surfaceSunken))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(color.borderStrong), surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(rgb(color.onCritical), rgb(color.critical))).toBeGreaterThanOrEqual(4.5);
    for (const tone of ['critical', 'positive', 'warning', 'info'] as const) {
      expect(contrastRatio(rgb(color[tone]), surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(rgb(color[tone]), rgb(color[`${tone}Subtle`]))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(rgb(color.text), rgb(color[`${tone}Subtle`]))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('lays out the sidebar at 250 / 80 px', () => {
    expect(makeTheme({}).layout).toMatchObject({ sidebarWidth: '250px', sidebarCollapsed: '80px' });
  });
});
