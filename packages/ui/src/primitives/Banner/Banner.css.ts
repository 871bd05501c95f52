import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  // On a narrow screen the action goes below the text instead of squeezing it to a word per line.
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `calc(${vars.borderWidth.thick} * 2) solid`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const tone = styleVariants({
  info: { backgroundColor: vars.color.infoSubtle, borderColor: vars.color.info },
  positive: { backgroundColor: vars.color.positiveSubtle, borderColor: vars.color.positive },
  warning: { backgroundColor: vars.color.warningSubtle, borderColor: vars.color.warning },
  critical: { backgroundColor: vars.color.criticalSubtle, borderColor: vars.color.critical },
});

export const icon = style({
  selectors: {
    [`${tone.info} &`]: { color: vars.color.info },
    [`${tone.positive} &`]: { color: vars.color.positive },
    [`${tone.warning} &`]: { color: vars.color.warning },
    [`${tone.critical} &`]: { color: vars.color.critical },
  },
});

export const body = style({ flex: '1 1 12rem', minWidth: 0, paddingBlock: vars.space.xxs });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const content = style({ lineHeight: vars.lineHeight.normal });

export const action = style({ flexShrink: 0, alignSelf: 'center', marginInlineStart: 'auto' });
