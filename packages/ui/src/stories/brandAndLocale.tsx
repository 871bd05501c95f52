import type { Decorator } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { applyBrandTheme, brandStyle } from '../theme/brand';

/**
 * Brands designers check every component in: the default (neutral sidebar, default internal colour),
 * a dark and a very light brand that also colour the sidebar (brandColor) and internal events.
 */
export const brands = {
  default: { primaryColor: '#40929F' },
  dark: { primaryColor: '#1B2A4A', brandColor: '#1B2A4A', internalColor: '#7C3AED' },
  light: { primaryColor: '#F4E04D', brandColor: '#F4E04D', internalColor: '#F4E04D' },
} as const;

type BrandKey = keyof typeof brands;

/** Every story in the brand and locale the toolbar (or a story test project) chose. */
export const withBrandAndLocale: Decorator = (Story, context) => {
  const brandKey = (context.globals.brand ?? 'default') as BrandKey;
  const brand = brands[brandKey] ?? brands.default;
  const locale = (context.globals.locale ?? 'de') as string;
  // Overlays (modals, toasts, popovers) render in portals under <body>, so the brand goes on <html>
  // too, the same way the app applies it before first paint.
  if (typeof document !== 'undefined') {
    applyBrandTheme(document.documentElement, brand);
    document.documentElement.lang = locale;
  }
  return (
    <I18nProvider locale={locale}>
      <div style={brandStyle(brand)}>
        <Story />
      </div>
    </I18nProvider>
  );
};
