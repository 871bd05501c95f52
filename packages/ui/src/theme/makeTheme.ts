import {
  adjustForContrast,
  contrastRatio,
  type Oklch,
  parseColor,
  tint,
  toHex,
  withLightness,
} from './color';

export type BrandInput = {
  /** Primary colour (buttons, links, selection): any CSS colour; invalid values fall back to the default. */
  primaryColor?: string | null;
  /** Brand colour of the sidebar; without one the sidebar stays on the neutral surface. */
  brandColor?: string | null;
  /** Colour of internal events on a conversation (notes, bot steps); defaults to amber. */
  internalColor?: string | null;
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
    sidebar: string;
    sidebarHover: string;
    sidebarCurrent: string;
    onSidebar: string;
    onSidebarCurrent: string;
    sidebarFocusRing: string;
    internal: string;
    internalSubtle: string;
    internalText: string;
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
/** Internal events (notes, bot steps) when a brand names no internal colour. */
export const DEFAULT_INTERNAL_COLOR = '#E8A317';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG 1.4.11 non-text contrast (focus indicators, control boundaries). */
export const MIN_NON_TEXT_CONTRAST = 3;

const SURFACE = '#FFFFFF';
const SURFACE_SUNKEN = '#F3F5F7';
const INK = '#14191F';
const TEXT_MUTED = '#56616B';
const WHITE = '#FFFFFF';

export type BrandColors = Pick<
  ThemeValues['color'],
  'brand' | 'brandHover' | 'brandSubtle' | 'brandMuted' | 'brandText' | 'onBrand' | 'focusRing'
>;

export type SidebarColors = Pick<
  ThemeValues['color'],
  'sidebar' | 'sidebarHover' | 'sidebarCurrent' | 'onSidebar' | 'onSidebarCurrent' | 'sidebarFocusRing'
>;

export type InternalColors = Pick<ThemeValues['color'], 'internal' | 'internalSubtle' | 'internalText'>;

const lightnessOf = (hex: string): number => parseColor(hex)?.l ?? 0;

/**
 * The white mix of the spec, lightened further in the rare case (near-black, very saturated inputs)
 * where muted text on it would fall below AA.
 */
const lightTint = (color: Oklch, whiteWeight: number): string => {
  const mixed = tint(color, whiteWeight);
  if (contrastRatio(TEXT_MUTED, mixed) >= MIN_TEXT_CONTRAST) return mixed;
  return adjustForContrast(parseColor(mixed) as Oklch, TEXT_MUTED, MIN_TEXT_CONTRAST, 'lighten');
};

/**
 * A filled surface in `color` with white or ink text on it, whichever contrasts more. If neither
 * reaches 4.5:1 (mid tones), the fill's OKLCH lightness moves, darker under white text or lighter
 * under ink, whichever is the smaller perceptual change; hue and chroma stay.
 */
const filledSurface = (color: Oklch): { fill: string; on: string } => {
  const raw = toHex(color);
  const onWhite = contrastRatio(raw, WHITE);
  const onInk = contrastRatio(raw, INK);
  if (Math.max(onWhite, onInk) >= MIN_TEXT_CONTRAST) return { fill: raw, on: onWhite >= onInk ? WHITE : INK };
  const darker = adjustForContrast(color, WHITE, MIN_TEXT_CONTRAST, 'darken');
  const lighter = adjustForContrast(color, INK, MIN_TEXT_CONTRAST, 'lighten');
  return Math.abs(lightnessOf(darker) - color.l) <= Math.abs(lightnessOf(lighter) - color.l)
    ? { fill: darker, on: WHITE }
    : { fill: lighter, on: INK };
};

/**
 * A state shade of a filled surface (hover, current) `amount` of OKLCH lightness away from it. It
 * prefers `prefer` (toward or away from the text colour) and takes the other direction when that
 * one has no room left (pure black or white fills) or would drop the text below AA.
 */
const stateShade = (fill: string, on: string, amount: number, prefer: 'toward' | 'away'): string => {
  const color = parseColor(fill) as Oklch;
  const textIsLight = on === WHITE;
  const away = withLightness(color, color.l + (textIsLight ? -amount : amount));
  const toward = withLightness(color, color.l + (textIsLight ? amount : -amount));
  const usable = (hex: string) => hex !== fill && contrastRatio(hex, on) >= MIN_TEXT_CONTRAST;
  const [first, second] = prefer === 'toward' ? [toward, away] : [away, toward];
  if (usable(first)) return first;
  if (usable(second)) return second;
  return away;
};

/**
 * Derives every primary-dependent colour from one colour, in OKLCH.
 *
 * - brandSubtle / brandMuted are the 90 % and 84 % white mixes of the primary (product spec), mixed
 *   in OKLab so light tints keep their hue.
 * - brand (filled buttons) and onBrand (white or ink) always reach 4.5:1 (see filledSurface), so
 *   `brand` may be a lighter or darker shade of the raw primary for mid tones.
 * - brandHover moves away from the text colour, so contrast only grows.
 * - brandText (links, brand-coloured text) is the primary darkened until it reaches 4.5:1 on every
 *   light background it can sit on; focusRing likewise reaches 3:1.
 */
export const deriveBrandColors = (primaryColor?: string | null): BrandColors => {
  const primary = parseColor(primaryColor) ?? (parseColor(DEFAULT_PRIMARY_COLOR) as Oklch);
  const { fill, on } = filledSurface(primary);
  const brandSubtle = lightTint(primary, 0.9);
  const brandMuted = tint(primary, 0.84);
  const backgrounds = [SURFACE, SURFACE_SUNKEN, brandSubtle, brandMuted];
  return {
    brand: fill,
    brandHover: stateShade(fill, on, 0.06, 'away'),
    brandSubtle,
    brandMuted,
    brandText: adjustForContrast(primary, backgrounds, MIN_TEXT_CONTRAST, 'darken'),
    onBrand: on,
    focusRing: adjustForContrast(primary, backgrounds, MIN_NON_TEXT_CONTRAST, 'darken'),
  };
};

/**
 * The sidebar in the brand colour: a filled surface like a primary button, with hover and current
 * item shades that move toward the text colour (a highlight on dark sidebars, a shadow on light
 * ones) and a focus ring in the text colour. Without a brand colour the sidebar stays neutral and
 * marks hover and the current item with the primary's tints.
 */
export const deriveSidebarColors = (
  brandColor: string | null | undefined,
  brand: BrandColors,
): SidebarColors => {
  const color = parseColor(brandColor);
  if (!color) {
    return {
      sidebar: SURFACE,
      sidebarHover: brand.brandSubtle,
      sidebarCurrent: brand.brandMuted,
      onSidebar: INK,
      onSidebarCurrent: brand.brandText,
      sidebarFocusRing: brand.focusRing,
    };
  }
  const { fill, on } = filledSurface(color);
  return {
    sidebar: fill,
    sidebarHover: stateShade(fill, on, 0.05, 'toward'),
    sidebarCurrent: stateShade(fill, on, 0.1, 'toward'),
    onSidebar: on,
    onSidebarCurrent: on,
    sidebarFocusRing: on,
  };
};

/**
 * Internal events on a conversation (notes, bot steps): a 90 % white tint as background, the colour
 * itself (darkened to 3:1 where needed) as accent, and a darkened shade for text at 4.5:1.
 */
export const deriveInternalColors = (internalColor?: string | null): InternalColors => {
  const color = parseColor(internalColor) ?? (parseColor(DEFAULT_INTERNAL_COLOR) as Oklch);
  const internalSubtle = lightTint(color, 0.9);
  return {
    internal: adjustForContrast(
      color,
      [SURFACE, SURFACE_SUNKEN, internalSubtle],
      MIN_NON_TEXT_CONTRAST,
      'darken',
    ),
    internalSubtle,
    internalText: adjustForContrast(
      color,
      [SURFACE, SURFACE_SUNKEN, internalSubtle],
      MIN_TEXT_CONTRAST,
      'darken',
    ),
  };
};

type ColorToken = keyof ThemeValues['color'];

/**
 * Every foreground/background pair of the contract that the kit draws, with the WCAG minimum it must
 * reach: 4.5:1 for text, 3:1 for controls and indicators (focus rings, field borders, accents).
 * The foundations page shows them and the sweep test checks them for any brand colour.
 */
export const contrastPairs: readonly { fg: ColorToken; bg: ColorToken; kind: 'text' | 'control' }[] = [
  { fg: 'text', bg: 'surface', kind: 'text' },
  { fg: 'text', bg: 'surfaceSunken', kind: 'text' },
  { fg: 'textMuted', bg: 'surface', kind: 'text' },
  { fg: 'textMuted', bg: 'surfaceSunken', kind: 'text' },
  { fg: 'onBrand', bg: 'brand', kind: 'text' },
  { fg: 'onBrand', bg: 'brandHover', kind: 'text' },
  { fg: 'brandText', bg: 'surface', kind: 'text' },
  { fg: 'brandText', bg: 'surfaceSunken', kind: 'text' },
  { fg: 'brandText', bg: 'brandSubtle', kind: 'text' },
  { fg: 'brandText', bg: 'brandMuted', kind: 'text' },
  { fg: 'text', bg: 'brandSubtle', kind: 'text' },
  { fg: 'text', bg: 'brandMuted', kind: 'text' },
  { fg: 'textMuted', bg: 'brandSubtle', kind: 'text' },
  { fg: 'onSidebar', bg: 'sidebar', kind: 'text' },
  { fg: 'onSidebar', bg: 'sidebarHover', kind: 'text' },
  { fg: 'onSidebarCurrent', bg: 'sidebarCurrent', kind: 'text' },
  { fg: 'internalText', bg: 'internalSubtle', kind: 'text' },
  { fg: 'internalText', bg: 'surface', kind: 'text' },
  { fg: 'text', bg: 'internalSubtle', kind: 'text' },
  { fg: 'textMuted', bg: 'internalSubtle', kind: 'text' },
  { fg: 'onCritical', bg: 'critical', kind: 'text' },
  { fg: 'critical', bg: 'surface', kind: 'text' },
  { fg: 'critical', bg: 'criticalSubtle', kind: 'text' },
  { fg: 'text', bg: 'criticalSubtle', kind: 'text' },
  { fg: 'positive', bg: 'surface', kind: 'text' },
  { fg: 'positive', bg: 'positiveSubtle', kind: 'text' },
  { fg: 'text', bg: 'positiveSubtle', kind: 'text' },
  { fg: 'warning', bg: 'surface', kind: 'text' },
  { fg: 'warning', bg: 'warningSubtle', kind: 'text' },
  { fg: 'text', bg: 'warningSubtle', kind: 'text' },
  { fg: 'info', bg: 'surface', kind: 'text' },
  { fg: 'info', bg: 'infoSubtle', kind: 'text' },
  { fg: 'text', bg: 'infoSubtle', kind: 'text' },
  { fg: 'focusRing', bg: 'surface', kind: 'control' },
  { fg: 'focusRing', bg: 'surfaceSunken', kind: 'control' },
  { fg: 'focusRing', bg: 'brandSubtle', kind: 'control' },
  { fg: 'borderStrong', bg: 'surface', kind: 'control' },
  { fg: 'sidebarFocusRing', bg: 'sidebar', kind: 'control' },
  { fg: 'sidebarFocusRing', bg: 'sidebarCurrent', kind: 'control' },
  { fg: 'internal', bg: 'internalSubtle', kind: 'control' },
  { fg: 'internal', bg: 'surface', kind: 'control' },
];

const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Brand tokens in, values for the whole theme contract out. */
export const makeTheme = (brand: BrandInput = {}): ThemeValues => {
  const brandColors = deriveBrandColors(brand.primaryColor);
  return {
    color: {
      ...brandColors,
      ...deriveSidebarColors(brand.brandColor, brandColors),
      ...deriveInternalColors(brand.internalColor),
      surface: SURFACE,
      surfaceRaised: '#FFFFFF',
      surfaceSunken: SURFACE_SUNKEN,
      border: '#DCE1E5',
      // Form control boundaries need 3:1 against the surface (WCAG 1.4.11).
      borderStrong: '#7D8790',
      text: INK,
      textMuted: TEXT_MUTED,
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
  };
};
