import { type ReactElement, type ReactNode, type RefObject, useMemo } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger,
  type TooltipTriggerState,
  TooltipTriggerStateContext,
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

/** The tooltip's pointer at its trigger (turned by placement in Tooltip.css.ts). */
const TooltipArrow = () => (
  <OverlayArrow className={styles.arrow}>
    <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
      <path d="M0 0 L4 4 L8 0" />
    </svg>
  </OverlayArrow>
);

export const Tooltip = ({ content, children, placement = 'top', delay = 600, isDisabled }: TooltipProps) => (
  <TooltipTrigger delay={delay} isDisabled={isDisabled}>
    {children}
    <RACTooltip placement={placement} offset={8} className={styles.tooltip}>
      <TooltipArrow />
      {content}
    </RACTooltip>
  </TooltipTrigger>
);

export type AnchoredTooltipProps = {
  /** The element it points at; read when it opens. */
  anchorRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  /** Called with false when the tooltip asks to close (Escape, the page scrolling it away). */
  onOpenChange: (isOpen: boolean) => void;
  content: ReactNode;
  placement?: RACTooltipProps['placement'];
};

/**
 * One tooltip that its owner opens beside any of many elements, for a long row of controls that each
 * have a visible or hidden name already (the collapsed sidebar): one overlay instead of a trigger per
 * control, which costs every page's first render. The owner decides when it opens (hover after a
 * delay, keyboard focus at once); it says nothing the element's own name does not.
 */
export const AnchoredTooltip = ({
  anchorRef,
  isOpen,
  onOpenChange,
  content,
  placement = 'end',
}: AnchoredTooltipProps) => {
  // The tooltip's parts read the open state from the context a TooltipTrigger would provide.
  const state = useMemo<TooltipTriggerState>(
    () => ({
      isOpen,
      shouldSkipAnimation: false,
      open: () => onOpenChange(true),
      close: () => onOpenChange(false),
    }),
    [isOpen, onOpenChange],
  );
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <RACTooltip triggerRef={anchorRef} placement={placement} offset={8} className={styles.tooltip}>
        <TooltipArrow />
        {content}
      </RACTooltip>
    </TooltipTriggerStateContext.Provider>
  );
};
