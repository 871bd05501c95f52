import { type HTMLAttributes, useState } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Avatar.css';

export type AvatarProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Full name: the accessible name and the source of the initials. */
  name: string;
  /** Image URL; falls back to initials when missing or when it fails to load. */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Decorative when the name is already shown next to the avatar. */
  isDecorative?: boolean;
};

export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
};

export const Avatar = ({
  name,
  src,
  size = 'md',
  isDecorative = false,
  className,
  ...props
}: AvatarProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span {...a11y} {...props} className={cx(styles.avatar, styles.size[size], className)}>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          className={styles.image}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
};
