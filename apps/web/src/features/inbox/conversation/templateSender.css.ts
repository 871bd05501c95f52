import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column } from '../../../components/shapes.ts';

/** The template sender above the composer outside WhatsApp's window (its own chunk, so its own styles). */
export const templateSender = style(
  column(vars.space.sm, {
    padding: vars.space.sm,
    marginBottom: vars.space.sm,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    maxHeight: '50vh',
    overflowY: 'auto',
  }),
);

export const heading = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const form = style(column(vars.space.sm, { maxWidth: '36rem' }));

export const cost = style({ margin: 0, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.critical, fontWeight: vars.fontWeight.bold });

/** The countdown in the composer's toolbar: one line, so the thread keeps its height. */
export const countdown = style({ whiteSpace: 'nowrap', fontSize: vars.fontSize.sm });
