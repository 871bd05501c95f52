import { useLingui } from '@lingui/react/macro';
import {
  type CompanyQuickReplyQuery,
  GraphqlRequestError,
  scopedQuickReplyQueryOptions,
  useApi,
} from '@parley/api';
import { Button, EmptyState, Skeleton, Spinner } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import * as styles from './quickReplies.css.ts';
import { type QuickReplyScope, quickReplyBase } from './scope.ts';

export type CompanyQuickReply = CompanyQuickReplyQuery['companyQuickReply'];

/** Loads one company quick reply and renders `children` with it, or its loading, missing or error state. */
export function QuickReplyLoader({
  id,
  scope = 'company',
  children,
}: {
  id: string;
  scope?: QuickReplyScope;
  children: (reply: CompanyQuickReply) => ReactNode;
}) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const reply = useQuery(scopedQuickReplyQueryOptions(api, scope, id));

  if (reply.isPending)
    return (
      <div className={styles.page} aria-busy="true">
        <Spinner aria-label={t`Loading quick reply…`} />
        <Skeleton width="12rem" />
        <Skeleton width="100%" height="6rem" />
      </div>
    );
  if (reply.isError) {
    const missing = reply.error instanceof GraphqlRequestError && reply.error.info.code === 'NOT_FOUND';
    return missing ? (
      <EmptyState
        title={t`This quick reply does not exist (any more).`}
        action={
          <Button variant="secondary" onPress={() => void navigate({ to: quickReplyBase[scope] })}>
            {t`Back to quick replies`}
          </Button>
        }
      />
    ) : (
      <LoadError onRetry={() => void reply.refetch()}>{t`The quick reply could not be loaded.`}</LoadError>
    );
  }
  return <>{children(reply.data)}</>;
}
