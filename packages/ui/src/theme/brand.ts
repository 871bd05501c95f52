/**
 * Brand theme derivation (OKLCH with culori) as its own entry, `@parley/ui/brand`: routes that only
 * apply an already derived brand (`applyThemeColors` from `@parley/ui/theme`) do not load it.
 */
export { applyBrandTheme, brandStyle, themeToCssVars } from './brandTheme';
export { contrastRatio, normalizeColor, parseColor, relativeLuminance } from './color';
export {
  type BrandColors,
  type BrandInput,
  contrastPairs,
  DEFAULT_INTERNAL_COLOR,
  DEFAULT_PRIMARY_COLOR,
  deriveBrandColors,
  deriveInternalColors,
  deriveSidebarColors,
  type InternalColors,
  MIN_NON_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  makeTheme,
  type SidebarColors,
  type ThemeValues,
} from './makeTheme';
