import './defaultTheme.css';

export { vars } from './contract.css';
// Types only: the derivation itself is the `@parley/ui/brand` entry (culori stays out of this one).
export type { BrandColors, BrandInput, InternalColors, SidebarColors, ThemeValues } from './makeTheme';
export { applyThemeColors, type ThemeColors } from './themeColors';
