import { setElementVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';
import type { ThemeValues } from './makeTheme';

export type ThemeColors = ThemeValues['color'];

/**
 * Sets already derived brand colours (e.g. cached with the brand) on an element. Needs no colour
 * maths, so the first paint of a returning visit does not wait for the colour library.
 */
export const applyThemeColors = (el: HTMLElement, colors: ThemeColors): void => {
  setElementVars(el, vars.color, colors);
};
