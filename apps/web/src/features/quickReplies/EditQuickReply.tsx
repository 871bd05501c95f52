import { useLingui } from '@lingui/react/macro';
import { useUpdateQuickReply } from '@parley/api';
import { Button, useToast } from '@parley/ui';
import { useNavigate } from '@tanstack/react-router';
import { QuickReplyForm } from './QuickReplyForm.tsx';
import { QuickReplyLoader } from './QuickReplyLoader.tsx';
import * as styles from './quickReplies.css.ts';
import { type QuickReplyScope, quickReplyBase } from './scope.ts';
import { useQuickReplyDelete } from './useQuickReplyDelete.tsx';

/** settings/quick-replies/{id} or profile/quick-replies/{id}: edit or delete one quick reply. */
export function EditQuickReply({ id, scope = 'company' }: { id: string; scope?: QuickReplyScope }) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateQuickReply(scope);
  const toList = () => navigate({ to: quickReplyBase[scope] });
  const remove = useQuickReplyDelete(() => void toList(), scope);

  return (
    <QuickReplyLoader id={id} scope={scope}>
      {(reply) => (
        <div className={styles.page}>
          <h2 className={styles.heading}>{t`Edit quick reply`}</h2>
          <QuickReplyForm
            aria-label={t`Edit quick reply`}
            defaultValues={{ title: reply.title, body: reply.body }}
            submitLabel={t`Save`}
            onSubmit={(input) => update.mutateAsync({ id, input })}
            onSaved={() => {
              toast.add({ tone: 'positive', title: t`Quick reply saved.` });
              return toList();
            }}
            actions={
              <>
                <Button variant="quiet" onPress={() => void toList()}>
                  {t`Cancel`}
                </Button>
                <Button variant="critical" onPress={() => remove.askDelete(reply)}>
                  {t`Delete`}
                </Button>
              </>
            }
          />
          {remove.dialog}
        </div>
      )}
    </QuickReplyLoader>
  );
}
