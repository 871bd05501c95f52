import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { contrastPairs } from '../../theme/makeTheme';
import { ColorTokens, Elevation, FocusRing, Radii, SpacingScale, TypeScale } from './Foundations';

/** The token tables the Foundations docs pages embed; each runs in the three brands with axe. */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
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
};

export const Typography: Story = { render: () => <TypeScale /> };
export const Spacing: Story = { render: () => <SpacingScale /> };
export const CornerRadii: Story = { render: () => <Radii /> };
export const Shadows: Story = { render: () => <Elevation /> };
export const Focus: Story = { render: () => <FocusRing /> };
