import { useMemo } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './QrCode.css';

/** A QR code's modules, row by row: `data[row * size + column]` is dark when truthy. */
export type QrModules = { size: number; data: ArrayLike<number | boolean> };

export type QrCodeProps = {
  modules: QrModules;
  /** Accessible name, e.g. "QR code for WhatsApp +49 30 123456789". */
  title: string;
  /** Rendered width and height in CSS pixels. */
  pixelSize?: number;
  /** Light modules around the code; scanners need 4. */
  quietZone?: number;
  className?: string;
};

/** The path of the dark modules, one unit square each, offset by the quiet zone. */
export function qrPath(modules: QrModules, quietZone = 4): string {
  let path = '';
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.data[row * modules.size + column])
        path += `M${column + quietZone} ${row + quietZone}h1v1h-1z`;
  return path;
}

/**
 * A QR code drawn from its modules (the app makes them with a QR library). Dark on light whatever the
 * brand, as scanners need; crisp at any size.
 */
export const QrCode = ({ modules, title, pixelSize = 240, quietZone = 4, className }: QrCodeProps) => {
  const path = useMemo(() => qrPath(modules, quietZone), [modules, quietZone]);
  const extent = modules.size + quietZone * 2;
  return (
    <svg
      role="img"
      aria-label={title}
      className={cx(styles.root, className)}
      width={pixelSize}
      height={pixelSize}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect className={styles.light} width={extent} height={extent} />
      <path className={styles.dark} d={path} />
    </svg>
  );
};
