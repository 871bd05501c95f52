/**
 * Small colour helpers for theme derivation. Only sRGB hex input is accepted; brand records
 * store hex strings, and anything else falls back to the default primary in makeTheme.
 */

export type Rgb = { r: number; g: number; b: number };

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const parseHex = (value: string): Rgb | null => {
  const match = HEX_PATTERN.exec(value.trim());
  if (!match?.[1]) return null;
  const raw = match[1];
  const full =
    raw.length === 3
      ? raw
          .split('')
          .map((ch) => ch + ch)
          .join('')
      : raw;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
};

const toHexByte = (n: number): string =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

export const toHex = ({ r, g, b }: Rgb): string =>
  `#${toHexByte(r)}${toHexByte(g)}${toHexByte(b)}`.toUpperCase();

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * Mixes `color` with `other`; `otherWeight` (0..1) is the share of `other`, like Sass
 * `mix(other, color, otherWeight)`. Channels are rounded to integers.
 */
export const mix = (color: Rgb, other: Rgb, otherWeight: number): Rgb => ({
  r: Math.round(color.r * (1 - otherWeight) + other.r * otherWeight),
  g: Math.round(color.g * (1 - otherWeight) + other.g * otherWeight),
  b: Math.round(color.b * (1 - otherWeight) + other.b * otherWeight),
});

export const tint = (color: Rgb, whiteWeight: number): Rgb => mix(color, WHITE, whiteWeight);
export const shade = (color: Rgb, blackWeight: number): Rgb => mix(color, BLACK, blackWeight);

const channelLuminance = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x relative luminance. */
export const relativeLuminance = ({ r, g, b }: Rgb): number =>
  0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);

/** WCAG 2.x contrast ratio, 1..21. */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * Moves `color` towards black or white in 1 % steps until it reaches `minRatio` against
 * every colour in `against`. Returns the first shade that passes (the smallest visible change).
 */
export const adjustForContrast = (
  color: Rgb,
  against: Rgb | readonly Rgb[],
  minRatio: number,
  direction: 'darken' | 'lighten',
): Rgb => {
  const backgrounds = Array.isArray(against) ? against : [against as Rgb];
  for (let step = 0; step <= 100; step += 1) {
    const weight = step / 100;
    const candidate = direction === 'darken' ? shade(color, weight) : tint(color, weight);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= minRatio)) return candidate;
  }
  return direction === 'darken' ? BLACK : WHITE;
};

export const colors = { white: WHITE, black: BLACK } as const;
