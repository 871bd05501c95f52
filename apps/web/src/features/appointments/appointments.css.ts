import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export {
  centered,
  heading,
  intro,
  list,
  page,
  toolbar,
  toolbarActions,
} from '../../components/layout.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const listItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const modeGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
