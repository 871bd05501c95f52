import { assignInlineVars, setElementVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';
import { type BrandInput, makeTheme, type ThemeValues } from './makeTheme';

/** CSS custom properties for the given theme values, as a React `style` object. */
export const themeToCssVars = (values: ThemeValues): Record<string, string> => assignInlineVars(vars, values);

/** Style object that applies a brand to a subtree: `<div style={brandStyle(brand)}>`. */
export const brandStyle = (brand: BrandInput): Record<string, string> => themeToCssVars(makeTheme(brand));

/**
 * Sets the brand's CSS variables directly on an element (usually `document.documentElement`).
 * Framework-free so the app can call it before React's first paint: no flash of the default brand.
 */
export const applyBrandTheme = (el: HTMLElement, brand: BrandInput): void => {
  setElementVars(el, vars, makeTheme(brand));
};
