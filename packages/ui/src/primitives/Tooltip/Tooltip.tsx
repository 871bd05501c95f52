import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export type TooltipProps = {
  /** Tooltip text. Supplementary only: the trigger needs its own accessible name. */
  content: ReactNode;
  /** A focusable RAC element (Button, IconButton, Link). */
  children: ReactElement;
  placement?: RACTooltipProps['placement'];
  delay?: number;
  isDisabled?: boolean;
};

export const Tooltip = ({ content, children, placement = 'top', delay = 600, isDisabled }: TooltipProps) => (
  <TooltipTrigger delay={delay} isDisabled={isDisabled}>
    {children}
    <RACTooltip placement={placement} offset={8} className={styles.tooltip}>
      <OverlayArrow className={styles.arrow}>
        <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {content}
    </RACTooltip>
  </TooltipTrigger>
);
