/**
 * Colour helpers for theme derivation, in OKLCH (perceptual lightness, chroma, hue) with culori.
 *
 * Only the colour spaces CSS names are registered (`culori/fn` + `useMode`), so the bundle carries
 * those and not culori's other thirty spaces. A brand may give any CSS colour: hex, a named colour,
 * rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color(srgb | srgb-linear | display-p3 |
 * rec2020 | xyz ...). Everything the theme returns is an opaque sRGB hex string; colours outside
 * sRGB are gamut-mapped in OKLCH (chroma reduced, lightness and hue kept).
 */
import {
  converter,
  formatHex,
  interpolate,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeRec2020,
  modeRgb,
  modeXyz65,
  type Oklch,
  parse,
  useMode as registerMode,
  toGamut,
  wcagLuminance,
} from 'culori/fn';

registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeHsl);
registerMode(modeHwb);
registerMode(modeLab);
registerMode(modeLch);
registerMode(modeOklab);
registerMode(modeOklch);
registerMode(modeP3);
registerMode(modeRec2020);
registerMode(modeXyz65);

const toOklchMode = converter('oklch');
const toRgb = converter('rgb');
const toSrgbGamut = toGamut('rgb', 'oklch');
/** Float noise of the OKLCH round trip; an sRGB input must come back as the same hex. */
const EPSILON = 1e-3;
const inSrgb = (value: number) => value >= -EPSILON && value <= 1 + EPSILON;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export type { Oklch };

/** Parses any CSS colour into OKLCH, alpha dropped (brand colours are opaque). `null` if unparseable. */
export const parseColor = (value: string | null | undefined): Oklch | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = parse(value.trim());
  if (!parsed) return null;
  const oklch = toOklchMode(parsed);
  if (!oklch || !Number.isFinite(oklch.l)) return null;
  return { mode: 'oklch', l: oklch.l, c: oklch.c ?? 0, h: oklch.h };
};

/** The colour as uppercase sRGB hex, gamut-mapped in OKLCH when it lies outside sRGB. */
export const toHex = (color: Oklch): string => {
  const rgb = toRgb(color);
  if (inSrgb(rgb.r) && inSrgb(rgb.g) && inSrgb(rgb.b)) {
    return formatHex({ mode: 'rgb', r: clamp01(rgb.r), g: clamp01(rgb.g), b: clamp01(rgb.b) }).toUpperCase();
  }
  return formatHex(toSrgbGamut(color)).toUpperCase();
};

/** Any CSS colour as sRGB hex (`#RRGGBB`), or `null` when it is not a colour. */
export const normalizeColor = (value: string | null | undefined): string | null => {
  const parsed = parseColor(value);
  return parsed ? toHex(parsed) : null;
};

/** WCAG 2.x relative luminance of a hex or any CSS colour. */
export const relativeLuminance = (color: string): number => {
  const parsed = parse(color);
  return parsed ? wcagLuminance(parsed) : 0;
};

/** WCAG 2.x contrast ratio of two colours, 1..21. */
export const contrastRatio = (a: string, b: string): number => {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
};

/** The same hue and chroma at another OKLCH lightness (0..1), gamut-mapped to sRGB. */
export const withLightness = (color: Oklch, lightness: number): string =>
  toHex({ ...color, l: Math.min(1, Math.max(0, lightness)) });

/**
 * Mixes `color` with white in OKLab; `whiteWeight` (0..1) is white's share. The perceptual
 * counterpart of the spec's "90 % and 84 % with white": hues stay clean instead of turning grey.
 */
export const tint = (color: Oklch, whiteWeight: number): string =>
  toHex(interpolate([color, '#FFFFFF'], 'oklab')(whiteWeight) as unknown as Oklch);

const STEP = 0.005;

/**
 * Walks the OKLCH lightness of `color` down (`darken`) or up (`lighten`) until the candidate reaches
 * `minRatio` against every colour in `against`; returns the first that does (the smallest visible
 * change), or black / white when none does. Hue and chroma stay, so a brand keeps its character.
 */
export const adjustForContrast = (
  color: Oklch,
  against: string | readonly string[],
  minRatio: number,
  direction: 'darken' | 'lighten',
): string => {
  const backgrounds = typeof against === 'string' ? [against] : against;
  const passes = (hex: string) => backgrounds.every((bg) => contrastRatio(hex, bg) >= minRatio);
  const sign = direction === 'darken' ? -1 : 1;
  for (let l = color.l; l >= 0 && l <= 1; l += sign * STEP) {
    const candidate = withLightness(color, l);
    if (passes(candidate)) return candidate;
  }
  return direction === 'darken' ? '#000000' : '#FFFFFF';
};
