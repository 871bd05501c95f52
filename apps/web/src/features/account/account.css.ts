import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, wrapRow } from '../../components/shapes.ts';

export { actions, heading, page } from '../../components/layout.css.ts';

export const form = style(column(vars.space.lg, { maxWidth: '44rem' }));

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.critical });

export const logoField = style({
  ...column(vars.space.xs),
  margin: 0,
  padding: 0,
  paddingBlock: vars.space.sm,
  border: 0,
  minWidth: 0,
});

export const logoLabel = style({ padding: 0, fontWeight: vars.fontWeight.medium });

export const logoRow = style(wrapRow(vars.space.md));

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
