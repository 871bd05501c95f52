import { useLingui } from '@lingui/react/macro';
import { useCreateCompanyQuickReply } from '@parley/api';
import { emptyQuickReplyForm } from '@parley/domain';
import { Button, useToast } from '@parley/ui';
import { useNavigate } from '@tanstack/react-router';
import { QuickReplyForm } from './QuickReplyForm.tsx';
import * as styles from './quickReplies.css.ts';

/** settings/quick-replies/add */
export function NewQuickReply() {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateCompanyQuickReply();
  const toList = () => navigate({ to: '/settings/quick-replies' });

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t`New quick reply`}</h2>
      <QuickReplyForm
        aria-label={t`New quick reply`}
        defaultValues={emptyQuickReplyForm}
        submitLabel={t`Create quick reply`}
        onSubmit={async (input, { allowLeave }) => {
          await create.mutateAsync(input);
          toast.add({ tone: 'positive', title: t`Quick reply created.` });
          allowLeave();
          await toList();
        }}
        actions={
          <Button variant="quiet" onPress={() => void toList()}>
            {t`Cancel`}
          </Button>
        }
      />
    </div>
  );
}
