import { useLingui } from '@lingui/react/macro';
import { useUpdateCompanyQuickReply } from '@parley/api';
import { Button, useToast } from '@parley/ui';
import { useNavigate } from '@tanstack/react-router';
import { QuickReplyForm } from './QuickReplyForm.tsx';
import { QuickReplyLoader } from './QuickReplyLoader.tsx';
import * as styles from './quickReplies.css.ts';
import { useQuickReplyDelete } from './useQuickReplyDelete.tsx';

/** settings/quick-replies/{id}: edit or delete one company quick reply. */
export function EditQuickReply({ id }: { id: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateCompanyQuickReply();
  const toList = () => navigate({ to: '/settings/quick-replies' });
  const remove = useQuickReplyDelete(() => void toList());

  return (
    <QuickReplyLoader id={id}>
      {(reply) => (
        <div className={styles.page}>
          <h2 className={styles.heading}>{t`Edit quick reply`}</h2>
          <QuickReplyForm
            aria-label={t`Edit quick reply`}
            defaultValues={{ title: reply.title, body: reply.body }}
            submitLabel={t`Save`}
            onSubmit={async (input, { allowLeave }) => {
              await update.mutateAsync({ id, input });
              toast.add({ tone: 'positive', title: t`Quick reply saved.` });
              allowLeave();
              await toList();
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
