import './defaultTheme.css';

export { applyBrandTheme, brandStyle, themeToCssVars } from './brandTheme';
export { contrastRatio, parseHex, relativeLuminance, toHex } from './color';
export { vars } from './contract.css';
export {
  type BrandColors,
  type BrandInput,
  DEFAULT_PRIMARY_COLOR,
  deriveBrandColors,
  MIN_NON_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  makeTheme,
  type ThemeValues,
} from './makeTheme';
