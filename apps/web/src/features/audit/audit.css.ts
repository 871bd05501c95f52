import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export { intro, muted, page, toolbar } from '../../components/layout.css.ts';

/** Addresses (an IPv6 one is long) in a smaller type, wrapping anywhere rather than widening the table. */
export const address = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
