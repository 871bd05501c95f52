import { style } from '@vanilla-extract/css';

/** Carries the minute segment's key handler without adding a box of its own. */
export const segmentWrapper = style({ display: 'contents' });
