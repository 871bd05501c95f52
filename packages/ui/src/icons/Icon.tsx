import type { SVGProps } from 'react';
import { cx } from '../utils/cx';
import * as styles from './Icon.css';

export type IconSize = 'sm' | 'md' | 'lg';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  size?: IconSize;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
};

type BaseIconProps = IconProps & { path: string };

const BaseIcon = ({ size = 'md', label, className, path, ...rest }: BaseIconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="currentColor"
    focusable="false"
    className={cx(styles.icon, styles.size[size], className)}
    role={label ? 'img' : undefined}
    aria-label={label}
    aria-hidden={label ? undefined : true}
    {...rest}
  >
    <path d={path} />
  </svg>
);

// Paths from Material Icons (Apache License 2.0).
export const EyeIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5zM12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5zm0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3z"
  />
);
export const EyeOffIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7zM2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3 2 4.27zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2zm4.31-.78l3.15 3.15.02-.16c0-1.66-1.34-3-3-3l-.17.01z"
  />
);
export const LockIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2zm-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2zm3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1 1.71 0 3.1 1.39 3.1 3.1v2z"
  />
);
export const CheckIcon = (props: IconProps) => (
  <BaseIcon {...props} path="M9 16.17L4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
);
export const ChevronDownIcon = (props: IconProps) => (
  <BaseIcon {...props} path="M16.59 8.59L12 13.17 7.41 8.59 6 10l6 6 6-6z" />
);
export const ChevronLeftIcon = (props: IconProps) => (
  <BaseIcon {...props} path="M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z" />
);
export const ChevronRightIcon = (props: IconProps) => (
  <BaseIcon {...props} path="M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
);
export const CloseIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
  />
);
export const InfoIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z"
  />
);
export const WarningIcon = (props: IconProps) => (
  <BaseIcon {...props} path="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
);
export const CriticalIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z"
  />
);
export const PositiveIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z"
  />
);
export const LogoutIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M17 7l-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4V5z"
  />
);
export const InboxIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M19 3H4.99c-1.11 0-1.98.89-1.98 2L3 19c0 1.1.88 2 1.99 2H19c1.1 0 2-.9 2-2V5c0-1.11-.9-2-2-2zm0 12h-4c0 1.66-1.35 3-3 3s-3-1.34-3-3H4.99V5H19v10z"
  />
);
export const MenuIcon = (props: IconProps) => (
  <BaseIcon {...props} path="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
);
export const MoreIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z"
  />
);
export const HomeIcon = (props: IconProps) => (
  <BaseIcon {...props} path="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z" />
);
export const AddIcon = (props: IconProps) => (
  <BaseIcon {...props} path="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z" />
);
export const ChatIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zM6 9h12v2H6V9zm8 5H6v-2h8v2zm4-6H6V6h12v2z"
  />
);
export const PersonIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z"
  />
);
export const CalendarIcon = (props: IconProps) => (
  <BaseIcon
    {...props}
    path="M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z"
  />
);
