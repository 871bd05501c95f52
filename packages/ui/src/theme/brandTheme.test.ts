// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyBrandTheme, brandStyle } from './brandTheme';
import { vars } from './contract.css';
import { makeTheme } from './makeTheme';

const varName = (reference: string) => reference.replace(/^var\((--[^),]+).*$/, '$1');

describe('brand theme application', () => {
  it('sets every brand colour as a CSS variable on the element, before any React render', () => {
    const el = document.createElement('div');
    applyBrandTheme(el, { primaryColor: '#1B2A4A' });
    const expected = makeTheme({ primaryColor: '#1B2A4A' }).color;
    expect(el.style.getPropertyValue(varName(vars.color.brand))).toBe(expected.brand);
    expect(el.style.getPropertyValue(varName(vars.color.brandSubtle))).toBe(expected.brandSubtle);
    expect(el.style.getPropertyValue(varName(vars.color.onBrand))).toBe(expected.onBrand);
    expect(el.style.getPropertyValue(varName(vars.layout.sidebarWidth))).toBe('250px');
  });

  it('returns the same variables as a style object', () => {
    const style = brandStyle({ primaryColor: '#F4E04D' });
    expect(style[varName(vars.color.brand)]).toBe(makeTheme({ primaryColor: '#F4E04D' }).color.brand);
    expect(Object.keys(style).every((key) => key.startsWith('--'))).toBe(true);
  });
});
