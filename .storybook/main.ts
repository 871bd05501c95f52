import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // MDX: the Foundations docs pages (packages/ui/src/docs), rendered from the theme contract.
  stories: [
    '../packages/ui/src/**/*.mdx',
    // A kit part's stories are titled by its folder (primitives/Button/Button.stories.tsx: Primitives/Button).
    {
      directory: '../packages/ui/src/primitives',
      titlePrefix: 'Primitives',
      files: '**/*.stories.@(ts|tsx)',
    },
    {
      directory: '../packages/ui/src/patterns',
      titlePrefix: 'Patterns',
      files: '**/*.stories.@(ts|tsx)',
    },
    // The Foundations stories (tokens, icons, brand playground) name their pages themselves.
    '../packages/ui/src/docs/**/*.stories.@(ts|tsx)',
    '../packages/ui/src/icons/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), react(), vanillaExtractPlugin()],
    // Pre-bundled up front (discovered mid-run, Vite reloads the page and a story test fails). Kit
    // dependencies Storybook must resolve from the root are root devDependencies too.
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react-easy-crop',
        '@xyflow/react',
        '@internationalized/date',
        'culori/fn',
        // The addons' preview annotations, which .storybook/preview.tsx imports (CSF factories).
        '@storybook/addon-a11y',
        '@storybook/addon-docs',
      ],
    },
  }),
};

export default config;
