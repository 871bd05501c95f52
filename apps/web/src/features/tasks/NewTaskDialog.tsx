import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, Modal, useToast } from '@parley/ui';
import { useNewTask } from './NewTask.tsx';
import { TaskForm } from './TaskForm.tsx';

/**
 * "Create task" beside an open conversation: the task form in a dialog, linked to the conversation;
 * the user stays in the conversation (its timeline says the task was created).
 */
export function NewTaskDialog({ opportunityId, onClose }: { opportunityId: string; onClose: () => void }) {
  return (
    <Modal
      size="md"
      isDismissable={false}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <NewTaskDialogForm opportunityId={opportunityId} onClose={onClose} />
    </Modal>
  );
}

function NewTaskDialogForm({ opportunityId, onClose }: { opportunityId: string; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const { defaults, submit, meId } = useNewTask({ opportunityId });
  return (
    <Dialog title={t`New task`} closeLabel={t`Cancel`}>
      <TaskForm
        aria-label={t`New task`}
        defaultValues={defaults}
        submitLabel={t`Create task`}
        onSubmit={submit}
        onSaved={() => {
          toast.add({ tone: 'positive', title: t`Task created.` });
          onClose();
        }}
        meId={meId}
        actions={
          <Button variant="quiet" onPress={onClose}>
            {t`Cancel`}
          </Button>
        }
      />
    </Dialog>
  );
}
