import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { makeTheme } from './makeTheme';

// The default brand lives on :root; a brand theme overrides the same variables on <html>
// (applyBrandTheme) or on any subtree (brandStyle), so there is no class to swap.
createGlobalTheme(':root', vars, makeTheme({}));

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  WebkitFontSmoothing: 'antialiased',
});
