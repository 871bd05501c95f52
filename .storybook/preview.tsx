import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// The default theme and global styles, as the app's entry imports them (the build keeps only what is used).
import '../packages/ui/src/theme/index.ts';
import { brands, withBrandAndLocale } from '../packages/ui/src/stories/brandAndLocale.tsx';

// findBy* and waitFor in play functions wait for what the story does, not for a number: testing-library's
// 1 s default is what a busy 2-core machine (story tests run beside the server tests) can take to render
// an overlay. A story that works waits no longer; one that is broken fails after 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

/** Story files build on this: `preview.meta({...})`, then `meta.story({...})` per story (CSF factories). */
export default definePreview({
  addons: [addonA11y(), addonDocs()],
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
});
