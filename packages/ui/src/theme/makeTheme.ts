import { adjustForContrast, colors, contrastRatio, parseHex, type Rgb, shade, tint, toHex } from './color';

export type BrandInput = {
  /** Brand primary colour as hex (`#40929F`, `#4a9`); invalid values fall back to the default. */
  primaryColor?: string | null;
};

/** Plain values for every token of the theme contract (see contract.css.ts). */
export type ThemeValues = {
  color: {
    brand: string;
    brandHover: string;
    brandSubtle: string;
    brandMuted: string;
    brandText: string;
    onBrand: string;
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    border: string;
    borderStrong: string;
    text: string;
    textMuted: string;
    critical: string;
    criticalSubtle: string;
    onCritical: string;
    positive: string;
    positiveSubtle: string;
    warning: string;
    warningSubtle: string;
    info: string;
    infoSubtle: string;
    focusRing: string;
    overlay: string;
  };
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; full: string };
  borderWidth: { thin: string; thick: string };
  font: { body: string; heading: string; mono: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeight: { regular: string; medium: string; bold: string };
  lineHeight: { tight: string; normal: string };
  shadow: { sm: string; md: string; lg: string };
  motion: { fast: string; normal: string };
  layout: {
    sidebarWidth: string;
    sidebarCollapsed: string;
    headerHeight: string;
    contentMaxWidth: string;
    readableWidth: string;
    authCardWidth: string;
    toastWidth: string;
    logoHeight: string;
    modalSm: string;
    modalMd: string;
    modalLg: string;
    modalXl: string;
  };
  zIndex: { sticky: string; overlay: string; toast: string };
};

export const DEFAULT_PRIMARY_COLOR = '#40929F';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG 1.4.11 non-text contrast (focus indicators, control boundaries). */
export const MIN_NON_TEXT_CONTRAST = 3;

const SURFACE = '#FFFFFF';
const SURFACE_SUNKEN = '#F3F5F7';
const INK = '#14191F';

export type BrandColors = Pick<
  ThemeValues['color'],
  'brand' | 'brandHover' | 'brandSubtle' | 'brandMuted' | 'brandText' | 'onBrand' | 'focusRing'
>;

/**
 * Derives every brand-dependent colour from one primary colour.
 *
 * - brandSubtle / brandMuted are the 90 % and 84 % white mixes of the raw primary (product spec).
 * - onBrand is white or ink, whichever contrasts more with the primary.
 * - If neither reaches 4.5:1 (possible because ink is not pure black), the colour used for FILLED
 *   brand surfaces (`brand`) is darkened (white text) or lightened (ink text), whichever needs the
 *   smaller change, until it does. So `brand` may differ slightly from the raw primary for
 *   mid-tone brands; text on it always keeps AA.
 * - brandText (links, brand-coloured text) is the primary darkened until it reaches 4.5:1 on the
 *   surfaces and the brand tints; focusRing likewise reaches 3:1.
 */
export const deriveBrandColors = (primaryColor?: string | null): BrandColors => {
  const primary = parseHex(primaryColor ?? '') ?? (parseHex(DEFAULT_PRIMARY_COLOR) as Rgb);
  const white = colors.white;
  const ink = parseHex(INK) as Rgb;

  const onWhite = contrastRatio(primary, white);
  const onInk = contrastRatio(primary, ink);

  let fill = primary;
  let onBrand = onWhite >= onInk ? white : ink;
  if (Math.max(onWhite, onInk) < MIN_TEXT_CONTRAST) {
    const darker = adjustForContrast(primary, white, MIN_TEXT_CONTRAST, 'darken');
    const lighter = adjustForContrast(primary, ink, MIN_TEXT_CONTRAST, 'lighten');
    const distance = (c: Rgb) =>
      Math.abs(c.r - primary.r) + Math.abs(c.g - primary.g) + Math.abs(c.b - primary.b);
    if (distance(darker) <= distance(lighter)) {
      fill = darker;
      onBrand = white;
    } else {
      fill = lighter;
      onBrand = ink;
    }
  }

  // Hover moves away from the text colour, so contrast only grows; at the extremes (pure black or
  // white fills) that direction has no room left, so it moves the other way while AA still holds.
  const away = onBrand === white ? shade(fill, 0.14) : tint(fill, 0.2);
  const toward = onBrand === white ? tint(fill, 0.2) : shade(fill, 0.1);
  const hover =
    toHex(away) !== toHex(fill) || contrastRatio(toward, onBrand) < MIN_TEXT_CONTRAST ? away : toward;

  const brandSubtle = tint(primary, 0.9);
  const brandMuted = tint(primary, 0.84);
  // Every light background brand-coloured text or a focus ring can sit on.
  const backgrounds = [white, parseHex(SURFACE_SUNKEN) as Rgb, brandSubtle, brandMuted];
  const brandText = adjustForContrast(primary, backgrounds, MIN_TEXT_CONTRAST, 'darken');
  const focusRing = adjustForContrast(primary, backgrounds, MIN_NON_TEXT_CONTRAST, 'darken');

  return {
    brand: toHex(fill),
    brandHover: toHex(hover),
    brandSubtle: toHex(brandSubtle),
    brandMuted: toHex(brandMuted),
    brandText: toHex(brandText),
    onBrand: toHex(onBrand),
    focusRing: toHex(focusRing),
  };
};

const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Brand tokens in, values for the whole theme contract out. */
export const makeTheme = (brand: BrandInput = {}): ThemeValues => ({
  color: {
    ...deriveBrandColors(brand.primaryColor),
    surface: SURFACE,
    surfaceRaised: '#FFFFFF',
    surfaceSunken: SURFACE_SUNKEN,
    border: '#DCE1E5',
    // Form control boundaries need 3:1 against the surface (WCAG 1.4.11).
    borderStrong: '#7D8790',
    text: INK,
    textMuted: '#56616B',
    critical: '#B3261E',
    criticalSubtle: '#FCEBEA',
    onCritical: '#FFFFFF',
    positive: '#1D7A46',
    positiveSubtle: '#E7F5EC',
    warning: '#8A5300',
    warningSubtle: '#FFF4DC',
    info: '#1F62A8',
    infoSubtle: '#E8F1FB',
    overlay: 'rgba(17, 24, 32, 0.5)',
  },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  borderWidth: { thin: '1px', thick: '2px' },
  font: {
    body: FONT_STACK,
    heading: FONT_STACK,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 32, 0.08)',
    md: '0 4px 12px rgba(17, 24, 32, 0.12)',
    lg: '0 12px 32px rgba(17, 24, 32, 0.18)',
  },
  motion: { fast: '120ms', normal: '200ms' },
  layout: {
    sidebarWidth: '250px',
    sidebarCollapsed: '80px',
    headerHeight: '64px',
    contentMaxWidth: '1200px',
    readableWidth: '32rem',
    authCardWidth: '26rem',
    toastWidth: '28rem',
    logoHeight: '4rem',
    // Modal widths from the product spec: availability 600, service portfolio 1024.
    modalSm: '400px',
    modalMd: '600px',
    modalLg: '800px',
    modalXl: '1024px',
  },
  zIndex: { sticky: '10', overlay: '100', toast: '200' },
});
