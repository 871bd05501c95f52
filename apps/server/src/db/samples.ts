import { deflateSync } from 'node:zlib';

/*
 * Small generated files for demo attachments: a real PNG, a real one-page PDF, a few frames of
 * silent MP3 and a minimal MP4 header. No binary assets in the repository.
 */

export type SampleKind = 'image' | 'pdf' | 'audio' | 'video';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A width × height PNG with a diagonal two-colour gradient. */
export function samplePng(
  width = 96,
  height = 64,
  rgb: [number, number, number] = [64, 146, 159],
): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height);
      raw[row + 1 + x * 3] = Math.round(rgb[0] * (1 - t) + 255 * t);
      raw[row + 2 + x * 3] = Math.round(rgb[1] * (1 - t) + 220 * t);
      raw[row + 3 + x * 3] = Math.round(rgb[2] * (1 - t) + 180 * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A valid one-page PDF showing `text` (every browser's viewer opens it). */
export function samplePdf(text = 'Angebot Demo GmbH', fontSize = 24): Uint8Array {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 ${fontSize} Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** About a second of silent MPEG-1 Layer III (128 kbit/s, 44.1 kHz, 38 frames of 417 bytes). */
export function sampleMp3(frames = 38): Uint8Array {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64], 0);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** An MP4 `ftyp` + empty `mdat`: enough for type sniffing and download, not for playback. */
export function sampleMp4(): Uint8Array {
  const ftyp = Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('mdat')]);
  return Buffer.concat([ftyp, mdat]);
}

export function sampleFile(
  kind: SampleKind,
  name?: string,
): { displayName: string; mimeType: string; data: Uint8Array } {
  switch (kind) {
    case 'image':
      return { displayName: name ?? 'foto.png', mimeType: 'image/png', data: samplePng() };
    case 'pdf':
      return { displayName: name ?? 'angebot.pdf', mimeType: 'application/pdf', data: samplePdf() };
    case 'audio':
      return { displayName: name ?? 'sprachnachricht.mp3', mimeType: 'audio/mpeg', data: sampleMp3() };
    case 'video':
      return { displayName: name ?? 'video.mp4', mimeType: 'video/mp4', data: sampleMp4() };
  }
}
