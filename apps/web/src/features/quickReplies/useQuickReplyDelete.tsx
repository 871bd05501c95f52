import { useLingui } from '@lingui/react/macro';
import { useDeleteQuickReply } from '@parley/api';
import { useToast } from '@parley/ui';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import type { QuickReplyScope } from './scope.ts';

/**
 * Deleting a company quick reply: a confirmation dialog, then a toast saying whether it worked. The
 * dialog stays open when the delete fails, so the person can try again.
 */
export function useQuickReplyDelete(
  onDeleted: () => void,
  scope: QuickReplyScope = 'company',
): {
  askDelete: (reply: { id: string; title: string }) => void;
  dialog: ReactNode;
} {
  const { t } = useLingui();
  const toast = useToast();
  const remove = useDeleteQuickReply(scope);
  const [target, setTarget] = useState<{ id: string; title: string } | null>(null);

  const handleDelete = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast.add({ tone: 'positive', title: t`Quick reply deleted.` });
      setTarget(null);
      onDeleted();
    } catch (error) {
      toast.add({ tone: 'critical', title: t`The quick reply could not be deleted. Please try again.` });
      throw error;
    }
  };

  const name = target?.title ?? '';
  const dialog = (
    <ConfirmDialog
      isOpen={target !== null}
      onClose={() => setTarget(null)}
      title={t`Delete quick reply?`}
      actionLabel={t`Delete`}
      pendingLabel={t`Deleting…`}
      onConfirm={handleDelete}
    >
      {scope === 'company'
        ? t`“${name}” is removed for everyone in your company.`
        : t`“${name}” is removed from your quick replies.`}
    </ConfirmDialog>
  );
  return { askDelete: setTarget, dialog };
}
