import { expect, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { vars } from '../../theme/contract.css';
import { contrastPairs } from '../../theme/makeTheme';
import { ColorTokens, Elevation, FocusRing, Radii, SpacingScale, TypeScale } from './Foundations';

/** The token tables the Foundations docs pages embed; each runs in the three brands with axe. */
const meta = preview.meta({
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
});

export const Colours = meta.story({
  render: () => <ColorTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One row per token of the contract, resolved to a value of the current brand.
    for (const name of Object.keys(vars.color)) {
      await expect(canvas.getByText(`color.${name}`)).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-token="brand"] td:last-child')?.textContent).toMatch(
        /^#|rgb/,
      ),
    );
    // Every pair the kit draws passes in this brand.
    await expect(canvasElement.querySelectorAll('[data-pair]')).toHaveLength(contrastPairs.length);
    await expect(canvasElement.querySelectorAll('[data-verdict="fail"]')).toHaveLength(0);
  },
});

export const Typography = meta.story({ render: () => <TypeScale /> });
export const Spacing = meta.story({ render: () => <SpacingScale /> });
export const CornerRadii = meta.story({ render: () => <Radii /> });
export const Shadows = meta.story({ render: () => <Elevation /> });
export const Focus = meta.story({ render: () => <FocusRing /> });
