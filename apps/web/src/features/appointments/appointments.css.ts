import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, grid } from '../../components/shapes.ts';

export {
  centered,
  heading,
  intro,
  list,
  page,
  page as column,
  toolbar,
  toolbarActions,
} from '../../components/layout.css.ts';

export const form = style(column(vars.space.md));

export const pair = style(
  grid('repeat(auto-fit, minmax(12rem, 1fr))', vars.space.md, { alignItems: 'start' }),
);

export const detail = style(
  grid('repeat(auto-fit, minmax(22rem, 1fr))', vars.space.lg, { alignItems: 'start' }),
);

export const listItem = style({
  ...column(vars.space.xxs),
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const modeGroup = style(column(vars.space.md));
