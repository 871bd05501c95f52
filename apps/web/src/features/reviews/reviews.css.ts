import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, wrapRow } from '../../components/shapes.ts';

export { actions, list } from '../../components/layout.css.ts';

export const screen = style(column(vars.space.md, { maxWidth: '960px' }));

export const filters = style(wrapRow(vars.space.lg, { alignItems: 'flex-end' }));

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const replyForm = style(column(vars.space.sm));
