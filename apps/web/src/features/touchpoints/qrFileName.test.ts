import QRCodeLib from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrFileName } from './QrCodes.tsx';

describe('qrFileName', () => {
  it('names the file by messenger and address, safe for any file system', () => {
    expect(qrFileName('whatsapp', '+49 30 123456789', 'svg')).toBe('whatsapp-49-30-123456789.svg');
    expect(qrFileName('messenger', 'demo.gmbh', 'png')).toBe('messenger-demo-gmbh.png');
    expect(qrFileName('messenger', '///', 'png')).toBe('messenger-channel.png');
  });
});

describe('qrcode 1.5.4 as the screen uses it', () => {
  it('makes a square module matrix and an SVG of a wa.me link', async () => {
    const { modules } = QRCodeLib.create('https://wa.me/4930123456789', { errorCorrectionLevel: 'M' });
    expect(modules.data.length).toBe(modules.size * modules.size);
    const svg = await QRCodeLib.toString('https://wa.me/4930123456789', { type: 'svg', margin: 4 });
    expect(svg).toMatch(/^<svg/);
  });
});
