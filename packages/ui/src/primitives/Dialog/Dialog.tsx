import type { ReactNode } from 'react';
import {
  composeRenderProps,
  DialogTrigger,
  type DialogTriggerProps,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  Modal as RACModal,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

export { DialogTrigger, type DialogTriggerProps };

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export type ModalProps = Omit<ModalOverlayProps, 'children'> & {
  /** sm 400px, md 600px (availability), lg 800px, xl 1024px (service portfolio). */
  size?: ModalSize;
  /** Fixed height for wizards whose steps should not jump (e.g. 824px); capped by the viewport. */
  height?: string;
  children?: ModalOverlayProps['children'];
};

/**
 * Overlay + modal frame. `isDismissable` (click outside closes) defaults to true; pass
 * `isDismissable={false}` for flows that must be finished or cancelled explicitly.
 */
export const Modal = ({
  size = 'md',
  height,
  isDismissable = true,
  className,
  children,
  ...props
}: ModalProps) => (
  <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
    <RACModal
      className={composeRenderProps(className, (c) => cx(styles.modal, styles.size[size], c))}
      style={height ? { height } : undefined}
    >
      {children}
    </RACModal>
  </ModalOverlay>
);

export type DialogProps = Omit<RACDialogProps, 'children'> & {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel / Save. */
  footer?: ReactNode;
  /** Accessible name of the close button; no close button without it. */
  closeLabel?: string;
};

export const Dialog = ({ title, children, footer, closeLabel, className, ...props }: DialogProps) => (
  <RACDialog {...props} className={cx(styles.dialog, className)}>
    <div className={styles.header}>
      <Heading slot="title" className={styles.title}>
        {title}
      </Heading>
      {closeLabel ? <IconButton slot="close" label={closeLabel} icon={<CloseIcon />} size="sm" /> : null}
    </div>
    <div className={styles.body}>{children}</div>
    {footer ? <div className={styles.footer}>{footer}</div> : null}
  </RACDialog>
);
