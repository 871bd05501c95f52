import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column } from '../../../../components/shapes.ts';

export { actions, intro as text } from '../../../../components/layout.css.ts';

/** A lifecycle dialog's form: its explanation, the field and the action, one below the other. */
export const form = style(column(vars.space.md));
