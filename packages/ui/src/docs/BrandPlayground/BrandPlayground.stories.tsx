import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { sampleLogoLarge, sampleLogoSmall } from '../sampleLogos';
import { BrandPlayground } from './BrandPlayground';

/**
 * Try a brand without editing code: enter any CSS colour, a logo and an app name and see the derived
 * palette and the product's key screens in that brand. The toolbar's brand does not apply here.
 */
const meta = preview.meta({
  title: 'Foundations/Brand playground',
  component: BrandPlayground,
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
});

const rgbOf = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

export const Playground = meta.story({
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const preview = canvasElement.querySelector('[data-brand-preview]') as HTMLElement;
    const signIn = within(canvasElement.querySelector('[data-preview="sign-in"]') as HTMLElement);
    const brandValue = () => preview.querySelector('[data-token="brand"] td:last-child')?.textContent;

    await step('starts in the default brand', async () => {
      await waitFor(() => expect(brandValue()).toBe('#40929F'));
    });

    await step('a designer enters #E4007C as primary colour', async () => {
      const field = canvas.getByRole('textbox', { name: 'Primary colour' });
      await userEvent.clear(field);
      await userEvent.type(field, '#E4007C');
    });

    await step('the palette changes', async () => {
      await waitFor(() => expect(brandValue()).toBe('#E4007C'));
      await expect(preview.querySelector('[data-token="brandSubtle"] td:last-child')?.textContent).not.toBe(
        '#ECF4F5',
      );
      await expect(preview.querySelectorAll('[data-verdict="fail"]')).toHaveLength(0);
    });

    await step('the sign-in preview changes', async () => {
      const button = signIn.getByRole('button', { name: 'Anmelden' });
      await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe(rgbOf('#E4007C')));
    });

    await step('the brand is copied as JSON in the stored shape', async () => {
      const json = JSON.parse(canvasElement.querySelector('[data-brand-json]')?.textContent ?? '{}');
      await expect(json).toMatchObject({ primaryColor: '#E4007C', appName: 'Parley', brandColor: null });
    });

    await step('the previews switch to English', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
      await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeVisible();
    });
  },
});

/** The demo's second brand with every field: brand colour sidebar, logos, app name, internal colour. */
export const NordlichtConnect = meta.story({
  args: {
    initial: {
      primaryColor: '#0B6E7F',
      brandColor: '#1B2A4A',
      internalColor: '#7C3AED',
      appName: 'Nordlicht Connect',
      logoLarge: sampleLogoLarge,
      logoSmall: sampleLogoSmall,
    },
  },
  play: async ({ canvasElement }) => {
    const sidebar = canvasElement.querySelector('[data-preview="sidebar"] aside') as HTMLElement;
    await expect(getComputedStyle(sidebar).backgroundColor).toBe(rgbOf('#1B2A4A'));
    await expect(within(sidebar).getByText('Nordlicht Connect')).toBeVisible();
  },
});

/** Any CSS colour is accepted: here oklch() and a display-p3 colour outside sRGB. */
export const AnyCssColour = meta.story({
  args: { initial: { primaryColor: 'oklch(0.55 0.2 300)', brandColor: 'color(display-p3 0 0.8 0.4)' } },
});
