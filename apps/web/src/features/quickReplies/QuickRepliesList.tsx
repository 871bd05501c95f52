import { useLingui } from '@lingui/react/macro';
import { type CompanyQuickRepliesQuery, scopedQuickRepliesQueryOptions, useApi } from '@parley/api';
import { AddIcon, Button, DataTable, type DataTableColumn, EmptyState } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { queryLoadError } from '../../components/LoadError.tsx';
import * as styles from './quickReplies.css.ts';
import { type QuickReplyScope, quickReplyBase } from './scope.ts';

type Reply = CompanyQuickRepliesQuery['companyQuickReplies'][number];

/** settings/quick-replies (the company's) or profile/quick-replies (the user's own); a row opens its preview. */
export function QuickRepliesList({ scope = 'company' }: { scope?: QuickReplyScope }) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const replies = useQuery(scopedQuickRepliesQueryOptions(api, scope));
  const base = quickReplyBase[scope];
  const handleAdd = () => void navigate({ to: `${base}/add` as const });

  const columns: DataTableColumn<Reply>[] = [
    { id: 'title', header: t`Title`, isRowHeader: true, width: '30%', cell: (reply) => reply.title },
    {
      id: 'body',
      header: t`Text`,
      cell: (reply) => <span className={styles.excerpt}>{reply.body}</span>,
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          {scope === 'company'
            ? t`Quick replies of your company. Everyone in the company can insert them in the message composer.`
            : t`Your own quick replies. Only you see them in the message composer, marked as personal.`}
        </p>
        <Button icon={<AddIcon size="sm" />} onPress={handleAdd}>
          {t`Add quick reply`}
        </Button>
      </div>
      <DataTable
        aria-label={scope === 'company' ? t`Company quick replies` : t`Your quick replies`}
        columns={columns}
        rows={replies.data ?? []}
        getRowId={(reply) => reply.id}
        getRowHref={(reply) => (scope === 'company' ? `${base}/${reply.id}/preview` : `${base}/${reply.id}`)}
        isLoading={replies.isPending}
        loadingLabel={t`Loading quick replies…`}
        emptyState={
          <EmptyState
            headingLevel={3}
            title={t`No quick replies yet`}
            description={t`Add answers your team sends often, like opening hours or directions.`}
            action={
              <Button variant="secondary" icon={<AddIcon size="sm" />} onPress={handleAdd}>
                {t`Add quick reply`}
              </Button>
            }
          />
        }
        errorState={queryLoadError(replies, t`The quick replies could not be loaded.`)}
      />
    </div>
  );
}
