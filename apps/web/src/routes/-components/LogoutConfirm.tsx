import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, Modal } from '@parley/ui';
import type { UnsentWork } from '../../lib/session/signOutCleanup.ts';

export type LogoutConfirmProps = {
  /** What logout would delete; the dialog is closed while null. */
  unsent: UnsentWork | null;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
};

/**
 * Logout deletes drafts and unsent messages from the browser (a shared desk must not show them to
 * the next person): say how many first, so nothing is lost by surprise.
 */
export function LogoutConfirm({ unsent, onConfirm, onCancel }: LogoutConfirmProps) {
  const { t } = useLingui();
  const messages = unsent?.messages ?? 0;
  const drafts = unsent?.drafts ?? 0;
  return (
    <Modal
      size="sm"
      isDismissable={false}
      isOpen={unsent !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialog
        variant="critical"
        title={t`Log out and delete unsent work?`}
        primaryActionLabel={t`Log out`}
        cancelLabel={t`Stay signed in`}
        onPrimaryAction={onConfirm}
        onCancel={onCancel}
      >
        <Trans>
          This browser still holds{' '}
          <Plural value={messages} _0="no unsent messages" one="# unsent message" other="# unsent messages" />{' '}
          and <Plural value={drafts} _0="no drafts" one="# draft" other="# drafts" />. Logging out deletes
          them.
        </Trans>
      </AlertDialog>
    </Modal>
  );
}
