import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export { actions, heading, page } from '../../components/layout.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '44rem',
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.critical });

export const logoField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  paddingBlock: vars.space.sm,
  border: 0,
  minWidth: 0,
});

export const logoLabel = style({ padding: 0, fontWeight: vars.fontWeight.medium });

export const logoRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md });

export const logoPreview = style({
  display: 'grid',
  placeItems: 'center',
  width: '8rem',
  height: '4rem',
  padding: vars.space.xs,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const logoImage = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });
