import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// The default theme and global styles, as the app's entry imports them (the build keeps only what is used).
import '../packages/ui/src/theme/index.ts';
import { I18nProvider } from '../packages/ui/src/index.ts';
import { applyBrandTheme, brandStyle } from '../packages/ui/src/theme/brand.ts';

/**
 * Brands designers check every component in: the default (neutral sidebar, default internal colour),
 * a dark and a very light brand that also colour the sidebar (brandColor) and internal events.
 */
const brands = {
  default: { primaryColor: '#40929F' },
  dark: { primaryColor: '#1B2A4A', brandColor: '#1B2A4A', internalColor: '#7C3AED' },
  light: { primaryColor: '#F4E04D', brandColor: '#F4E04D', internalColor: '#F4E04D' },
} as const;

type BrandKey = keyof typeof brands;

// findBy* and waitFor in play functions wait for what the story does, not for a number: testing-library's
// 1 s default is what a busy 2-core machine (story tests run beside the server tests) can take to render
// an overlay. A story that works waits no longer; one that is broken fails after 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

const withBrandAndLocale: Decorator = (Story, context) => {
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

const preview: Preview = {
  decorators: [withBrandAndLocale],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default #40929F' },
          { value: 'dark', title: 'Dark #1B2A4A' },
          { value: 'light', title: 'Light #F4E04D' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale for react-aria strings',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'de', title: 'Deutsch' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default', locale: 'de' },
  parameters: {
    layout: 'padded',
    // `corepack pnpm chromatic` snapshots every story in the three brands and both locales.
    chromatic: {
      modes: Object.fromEntries(
        Object.keys(brands).flatMap((brand) =>
          ['de', 'en'].map((locale) => [`${brand} ${locale}`, { brand, locale }]),
        ),
      ),
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail story tests (vitest addon) instead of only showing in the panel.
    // react-aria's live announcer is a body-level singleton that outlives the story that used it
    // (its messages may point at elements of a previous story), so it is not part of any story.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  tags: ['autodocs'],
};

export default preview;
