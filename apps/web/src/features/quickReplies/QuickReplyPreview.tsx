import { useLingui } from '@lingui/react/macro';
import { Button, Card } from '@parley/ui';
import { useNavigate } from '@tanstack/react-router';
import { QuickReplyLoader } from './QuickReplyLoader.tsx';
import * as styles from './quickReplies.css.ts';
import { useQuickReplyDelete } from './useQuickReplyDelete.tsx';

/** settings/quick-replies/{id}/preview: the reply as the customer reads it, with edit and delete. */
export function QuickReplyPreview({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toList = () => navigate({ to: '/settings/quick-replies' });
  const remove = useQuickReplyDelete(() => void toList());

  return (
    <QuickReplyLoader id={id}>
      {(reply) => (
        <div className={styles.page}>
          <Card
            title={reply.title}
            actions={
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onPress={() => void navigate({ to: '/settings/quick-replies/$id', params: { id } })}
                >
                  {t`Edit`}
                </Button>
                <Button variant="critical" onPress={() => remove.askDelete(reply)}>
                  {t`Delete`}
                </Button>
              </div>
            }
          >
            <p className={styles.intro}>{t`This is how the customer reads it:`}</p>
            <p className={styles.bubble}>{reply.body}</p>
          </Card>
          <div>
            <Button variant="quiet" onPress={() => void toList()}>
              {t`Back to quick replies`}
            </Button>
          </div>
          {remove.dialog}
        </div>
      )}
    </QuickReplyLoader>
  );
}
