import { useLingui } from '@lingui/react/macro';
import { useSetUserActive } from '@parley/api';
import { Button, useToast } from '@parley/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

export type UserActivationProps = { id: string; name: string; active: boolean };

/**
 * Deactivate (after a confirmation: the user is signed out everywhere at once) or reactivate a
 * colleague. For admins, never on their own account; the server refuses that too.
 */
export function UserActivation({ id, name, active }: UserActivationProps) {
  const { t } = useLingui();
  const toast = useToast();
  const setActive = useSetUserActive();
  const [confirming, setConfirming] = useState(false);

  const change = async (next: boolean) => {
    try {
      await setActive.mutateAsync({ id, active: next });
      toast.add({
        tone: 'positive',
        title: next ? t`${name} can sign in again.` : t`${name} is deactivated and signed out.`,
      });
    } catch {
      toast.add({ tone: 'critical', title: t`The change could not be saved. Please try again.` });
    } finally {
      setConfirming(false);
    }
  };

  if (!active) {
    return (
      <Button variant="secondary" isPending={setActive.isPending} onPress={() => void change(true)}>
        {t`Reactivate user`}
      </Button>
    );
  }
  return (
    <>
      <Button variant="critical" onPress={() => setConfirming(true)}>
        {t`Deactivate user`}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={t`Deactivate ${name}?`}
        actionLabel={t`Deactivate`}
        pendingLabel={t`Deactivating…`}
        onConfirm={() => change(false)}
      >
        {t`${name} is signed out everywhere at once and cannot sign in until reactivated. Their conversations, tasks and contacts stay.`}
      </ConfirmDialog>
    </>
  );
}
