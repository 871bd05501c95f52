import { type ReactNode, useState } from 'react';
import { Heading, Dialog as RACDialog } from 'react-aria-components';
import { CriticalIcon, InfoIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import * as styles from './AlertDialog.css';

export type AlertDialogProps = {
  title: ReactNode;
  children: ReactNode;
  /** `critical` for destructive actions (delete, cancel appointment). */
  variant?: 'confirm' | 'critical';
  primaryActionLabel: string;
  cancelLabel: string;
  onPrimaryAction?: () => void | Promise<void>;
  onCancel?: () => void;
  /**
   * Shows the primary button as pending. A promise returned by `onPrimaryAction` does the same while
   * it runs; the dialog closes when it resolves and stays open when it rejects (the app shows why).
   */
  isPending?: boolean;
  pendingLabel?: string;
  /** Focus the primary action first instead of Cancel. */
  autoFocusPrimary?: boolean;
  className?: string;
};

/**
 * role="alertdialog" content for a `<Modal isDismissable={false}>`: a question, Cancel and one
 * primary action.
 */
export const AlertDialog = ({
  title,
  children,
  variant = 'confirm',
  primaryActionLabel,
  cancelLabel,
  onPrimaryAction,
  onCancel,
  isPending = false,
  pendingLabel,
  autoFocusPrimary = false,
  className,
}: AlertDialogProps) => {
  const [isRunning, setRunning] = useState(false);
  const pending = isPending || isRunning;
  return (
    <RACDialog role="alertdialog" className={cx(dialogStyles.dialog, className)}>
      {({ close }) => (
        <>
          <div className={styles.content}>
            <div className={styles.icon} data-variant={variant}>
              {variant === 'critical' ? <CriticalIcon /> : <InfoIcon />}
            </div>
            <div className={styles.text}>
              <Heading slot="title" className={dialogStyles.title}>
                {title}
              </Heading>
              <div className={styles.message}>{children}</div>
            </div>
          </div>
          <div className={dialogStyles.footer}>
            <Button
              variant="secondary"
              autoFocus={!autoFocusPrimary}
              isDisabled={pending}
              onPress={() => {
                onCancel?.();
                close();
              }}
            >
              {cancelLabel}
            </Button>
            <Button
              variant={variant === 'critical' ? 'critical' : 'primary'}
              autoFocus={autoFocusPrimary}
              isPending={pending}
              pendingLabel={pendingLabel}
              onPress={async () => {
                const result = onPrimaryAction?.();
                // Synchronous actions close at once; only promises show the pending state.
                if (!(result instanceof Promise)) {
                  close();
                  return;
                }
                setRunning(true);
                try {
                  await result;
                  close();
                } catch {
                  // Stay open; the caller reports the failure.
                } finally {
                  setRunning(false);
                }
              }}
            >
              {primaryActionLabel}
            </Button>
          </div>
        </>
      )}
    </RACDialog>
  );
};
