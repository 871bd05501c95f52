import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export { actions, note } from '../../components/layout.css.ts';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(22rem, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const avatarRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Also on <address>, which browsers set in italics.
export const definition = style({ margin: 0, overflowWrap: 'anywhere', fontStyle: 'normal' });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '36rem',
});

export const wizardBody = style({ minHeight: '32rem' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
