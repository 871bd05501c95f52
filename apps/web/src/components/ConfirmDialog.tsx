import { useLingui } from '@lingui/react/macro';
import { AlertDialog, Modal } from '@parley/ui';
import type { ReactNode } from 'react';

/**
 * Asks before something that cannot be undone (remove, delete, deactivate): a small modal that only its
 * buttons close, with the critical action, its pending label and Cancel. `onConfirm` may throw to keep
 * the dialog open (the caller says why, e.g. in a toast) so the person can try again.
 */
export function ConfirmDialog({
  isOpen,
  onClose,
  title,
  actionLabel,
  pendingLabel,
  onConfirm,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  actionLabel: string;
  pendingLabel: string;
  onConfirm: () => void | Promise<void>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Modal
      size="sm"
      isDismissable={false}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AlertDialog
        variant="critical"
        title={title}
        primaryActionLabel={actionLabel}
        pendingLabel={pendingLabel}
        cancelLabel={t`Cancel`}
        onPrimaryAction={onConfirm}
        onCancel={onClose}
      >
        {children}
      </AlertDialog>
    </Modal>
  );
}
