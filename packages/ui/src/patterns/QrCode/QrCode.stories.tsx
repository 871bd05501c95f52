import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { QrCode, type QrModules } from './QrCode';

/** A 21 × 21 pattern with the three finder squares of a version 1 QR code (not a scannable code). */
function finderPattern(): QrModules {
  const size = 21;
  const data = new Uint8Array(size * size);
  const finder = (top: number, left: number) => {
    for (let r = 0; r < 7; r += 1)
      for (let c = 0; c < 7; c += 1) {
        const ring = r === 0 || r === 6 || c === 0 || c === 6;
        const core = r >= 2 && r <= 4 && c >= 2 && c <= 4;
        if (ring || core) data[(top + r) * size + left + c] = 1;
      }
  };
  finder(0, 0);
  finder(0, 14);
  finder(14, 0);
  for (let i = 8; i < 13; i += 2) {
    data[6 * size + i] = 1;
    data[i * size + 6] = 1;
  }
  for (let i = 0; i < size * size; i += 7) if (!data[i]) data[i] = (i * 31) % 3 === 0 ? 1 : 0;
  return { size, data };
}

const meta = preview.meta({
  component: QrCode,
  args: { modules: finderPattern(), title: 'QR code for WhatsApp +49 30 123456789' },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'QR code for WhatsApp +49 30 123456789' });
    await expect(image.getAttribute('viewBox')).toBe('0 0 29 29');
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  },
});

export const Small = meta.story({ args: { pixelSize: 120 } });

export const NoQuietZone = meta.story({ args: { quietZone: 0 } });
