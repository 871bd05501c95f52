import { describe, expect, it } from 'vitest';
import { contrastRatio, normalizeColor, parseColor } from './color';
import {
  contrastPairs,
  DEFAULT_PRIMARY_COLOR,
  deriveBrandColors,
  MIN_NON_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  makeTheme,
  type ThemeValues,
} from './makeTheme';

const rgb = (hex: string): string => hex;

const hslToHex = (h: number, s: number, l: number): string =>
  normalizeColor(`hsl(${h} ${s * 100}% ${l * 100}%)`) as string;

/** Mulberry32: a seeded generator, so a failing sweep colour can be reproduced. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A random colour written in one of the CSS syntaxes a brand might use, p3 and out-of-gamut included. */
const randomCssColor = (random: () => number): string => {
  const n = (max: number, digits = 0) => (random() * max).toFixed(digits);
  const byte = () => Math.floor(random() * 256);
  switch (Math.floor(random() * 6)) {
    case 0:
      return `#${[byte(), byte(), byte()].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    case 1:
      return `rgb(${byte()} ${byte()} ${byte()})`;
    case 2:
      return `hsl(${n(360)} ${n(100)}% ${n(100)}%)`;
    case 3:
      return `oklch(${n(1, 3)} ${n(0.37, 3)} ${n(360)})`;
    case 4:
      return `lab(${n(100)} ${Number(n(250)) - 125} ${Number(n(250)) - 125})`;
    default:
      return `color(display-p3 ${n(1, 3)} ${n(1, 3)} ${n(1, 3)})`;
  }
};

const violations = (color: ThemeValues['color']) =>
  contrastPairs.flatMap(({ fg, bg, kind }) => {
    const ratio = contrastRatio(color[fg], color[bg]);
    const min = kind === 'text' ? MIN_TEXT_CONTRAST : MIN_NON_TEXT_CONTRAST;
    return ratio >= min ? [] : [`${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`];
  });

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

  it('mixes the primary 90 % and 84 % with white, in OKLab', () => {
    const { color } = makeTheme({ primaryColor: '#40929F' });
    expect(color.brandSubtle).toBe('#ECF4F5');
    expect(color.brandMuted).toBe('#E1EDEF');
    // Perceptual: the tint keeps the primary's hue (an sRGB mix drifts toward grey-blue for some hues).
    const hueOf = (value: string) => parseColor(value)?.h ?? Number.NaN;
    expect(Math.abs(hueOf(color.brandSubtle) - hueOf('#40929F'))).toBeLessThan(8);
    expect(
      Math.abs(hueOf(makeTheme({ primaryColor: '#E4007C' }).color.brandMuted) - hueOf('#E4007C')),
    ).toBeLessThan(8);
  });

  it('accepts any CSS colour a brand gives', () => {
    expect(makeTheme({ primaryColor: 'rgb(64 146 159)' }).color.brand).toBe('#40929F');
    expect(makeTheme({ primaryColor: 'hsl(188 43% 44%)' }).color.brandSubtle).toMatch(/^#[0-9A-F]{6}$/);
    expect(makeTheme({ primaryColor: 'rebeccapurple' }).color.brand).toBe('#663399');
    // sRGB colours survive the OKLCH round trip unchanged, channels at 0 or 255 included.
    for (const hex of ['#00857C', '#FF0000', '#0000FF', '#FFFF00', '#00FFFF', '#010203']) {
      expect(normalizeColor(hex)).toBe(hex);
    }
    expect(makeTheme({ primaryColor: 'oklch(0.5 0.15 250)' }).color.brand).toMatch(/^#[0-9A-F]{6}$/);
    // Outside sRGB: mapped into it in OKLCH (chroma reduced), not clipped per channel.
    expect(normalizeColor('color(display-p3 1 0 0)')).toMatch(/^#F[0-9A-F]{5}$/);
  });

  it('colours the sidebar with the brand colour, or keeps it neutral without one', () => {
    const neutral = makeTheme({ primaryColor: '#40929F' }).color;
    expect(neutral.sidebar).toBe(neutral.surface);
    expect(neutral.sidebarCurrent).toBe(neutral.brandMuted);
    const branded = makeTheme({ primaryColor: '#5EC2C6', brandColor: '#1B2A4A' }).color;
    expect(branded.sidebar).toBe('#1B2A4A');
    expect(branded.onSidebar).toBe('#FFFFFF');
    expect(branded.sidebarCurrent).not.toBe(branded.sidebar);
  });

  it('derives the internal colour for notes and bot steps', () => {
    const { color } = makeTheme({ internalColor: '#7C3AED' });
    expect(color.internal).toBe('#7C3AED');
    expect(contrastRatio(color.internalText, color.internalSubtle)).toBeGreaterThanOrEqual(4.5);
    expect(makeTheme({}).color.internal).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('keeps every text pair at 4.5:1 and every control at 3:1 for 500 random brand colours', () => {
    const random = seeded(18);
    const failures: string[] = [];
    for (let i = 0; i < 500; i += 1) {
      const brand = {
        primaryColor: randomCssColor(random),
        brandColor: randomCssColor(random),
        internalColor: randomCssColor(random),
      };
      for (const failure of violations(makeTheme(brand).color)) {
        failures.push(`${JSON.stringify(brand)} ${failure}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('keeps the raw primary for filled surfaces when text on it reaches AA', () => {
    expect(makeTheme({ primaryColor: '#40929F' }).color.brand).toBe('#40929F');
    expect(makeTheme({ primaryColor: '#1B2A4A' }).color.brand).toBe('#1B2A4A');
    expect(makeTheme({ primaryColor: '#1B2A4A' }).color.onBrand).toBe('#FFFFFF');
  });

  it('falls back to the default for invalid colours', () => {
    expect(makeTheme({ primaryColor: 'not-a-colour' }).color.brand).toBe('#40929F');
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
