import { useLingui } from '@lingui/react/macro';
import { creditsQueryOptions, useApi } from '@parley/api';
import { Button, CreditBalance, Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { TopUpDialog } from './TopUpDialog.tsx';
import { useNewsletterTexts } from './texts.ts';

/**
 * The company's conversation credit (balance = credits + monthly credits, spec 9) with the top-up.
 * With `cost`, also what a send costs and what would remain: remaining must stay positive, else
 * NEWSLETTER.ERROR_TEXT2 in red (spec 5, 8).
 */
export function CreditsPanel({
  cost,
  insufficientMessage,
}: {
  cost?: number | undefined;
  insufficientMessage?: string | undefined;
}) {
  const { t } = useLingui();
  const api = useApi();
  const credits = useQuery(creditsQueryOptions(api));
  const texts = useNewsletterTexts();
  const [isTopUpOpen, setTopUpOpen] = useState(false);
  if (credits.isError)
    return (
      <LoadError
        onRetry={() => void credits.refetch()}
      >{t`The conversation credit could not be loaded.`}</LoadError>
    );
  if (!credits.data) return <Skeleton width="100%" height="7rem" />;
  const { balance, currentCostPerConversation } = credits.data;
  const remaining = cost === undefined ? undefined : balance - cost;
  return (
    <>
      <CreditBalance
        title={t`Conversation credit`}
        balance={balance}
        {...(cost === undefined ? {} : { cost, remaining })}
        balanceLabel={t`Available`}
        costLabel={t`This send`}
        remainingLabel={t`Remaining`}
        formatNumber={texts.number}
        isInsufficient={remaining !== undefined && remaining <= 0}
        insufficientMessage={insufficientMessage}
        action={
          <Button variant="secondary" onPress={() => setTopUpOpen(true)}>
            {t`Top up`}
          </Button>
        }
      />
      <TopUpDialog
        isOpen={isTopUpOpen}
        onClose={() => setTopUpOpen(false)}
        costPerConversation={currentCostPerConversation}
      />
    </>
  );
}
