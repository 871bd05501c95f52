import { useLingui } from '@lingui/react/macro';
import { useCreateQuickReply } from '@parley/api';
import { emptyQuickReplyForm } from '@parley/domain';
import { Button, useToast } from '@parley/ui';
import { useNavigate } from '@tanstack/react-router';
import { QuickReplyForm } from './QuickReplyForm.tsx';
import * as styles from './quickReplies.css.ts';
import { type QuickReplyScope, quickReplyBase } from './scope.ts';

/** settings/quick-replies/add and profile/quick-replies/add */
export function NewQuickReply({ scope = 'company' }: { scope?: QuickReplyScope }) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateQuickReply(scope);
  const toList = () => navigate({ to: quickReplyBase[scope] });

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t`New quick reply`}</h2>
      <QuickReplyForm
        aria-label={t`New quick reply`}
        defaultValues={emptyQuickReplyForm}
        submitLabel={t`Create quick reply`}
        onSubmit={(input) => create.mutateAsync(input)}
        onSaved={() => {
          toast.add({ tone: 'positive', title: t`Quick reply created.` });
          return toList();
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
