import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column } from '../../components/shapes.ts';

export { actions, heading, intro, page, toolbar } from '../../components/layout.css.ts';

export const form = style(column(vars.space.md, { maxWidth: '36rem' }));

export const dates = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
