import { useLingui } from '@lingui/react/macro';
import {
  type CompanyPortfolioQuery,
  companyPortfolioQueryOptions,
  type PortfolioKind,
  useApi,
  useUpdateCompanyPortfolio,
} from '@parley/api';
import { Banner, Button, Card, Checkbox, CheckboxGroup, Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import { useSaveMessages } from '../../lib/useSaveMessages.ts';
import * as styles from './settings.css.ts';

type Portfolio = CompanyPortfolioQuery['companyPortfolio'];
const kinds: PortfolioKind[] = ['customerTypes', 'products', 'services'];

const activeOf = (portfolio: Portfolio): Record<PortfolioKind, string[]> => ({
  customerTypes: portfolio.customerTypes.filter((e) => e.active).map((e) => e.id),
  products: portfolio.products.filter((e) => e.active).map((e) => e.id),
  services: portfolio.services.filter((e) => e.active).map((e) => e.id),
});

/**
 * Which of the brand's customer types, products and services the company offers
 * (updateCompanyBrandCustomerTypes / Products / Services). Admins change them; others see them.
 */
export function PortfolioCard({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useLingui();
  const api = useApi();
  const portfolio = useQuery(companyPortfolioQueryOptions(api));
  const title = t`Customer types, products and services`;
  if (portfolio.isPending)
    return (
      <Card title={title} aria-busy="true">
        <Skeleton lines={4} />
      </Card>
    );
  if (portfolio.isError)
    return (
      <Card title={title}>
        <LoadError
          onRetry={() => void portfolio.refetch()}
        >{t`The portfolio could not be loaded.`}</LoadError>
      </Card>
    );
  return <PortfolioForm title={title} portfolio={portfolio.data} isAdmin={isAdmin} />;
}

function PortfolioForm({
  title,
  portfolio,
  isAdmin,
}: {
  title: string;
  portfolio: Portfolio;
  isAdmin: boolean;
}) {
  const { t } = useLingui();
  const save = useUpdateCompanyPortfolio();
  const messages = useSaveMessages();
  const [saved, setSaved] = useState(() => activeOf(portfolio));
  const [selected, setSelected] = useState(saved);
  const [failed, setFailed] = useState(false);
  const same = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();
  const changed = kinds.filter((kind) => !same(selected[kind], saved[kind]));
  const guard = useLeaveGuard(changed.length > 0);
  const labels: Record<PortfolioKind, string> = {
    customerTypes: t`Customer types`,
    products: t`Products`,
    services: t`Services`,
  };

  const handleSave = async () => {
    setFailed(false);
    try {
      let latest = portfolio;
      for (const kind of changed) {
        const chosen = new Set(selected[kind]);
        latest = await save.mutateAsync({
          kind,
          payload: portfolio[kind].map((entry) => ({ id: entry.id, active: chosen.has(entry.id) })),
        });
      }
      const now = activeOf(latest);
      setSaved(now);
      setSelected(now);
      messages.success(title);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Card title={title}>
      {guard.dialog}
      <p className={styles.intro}>{t`What your company offers from your brand's portfolio.`}</p>
      {failed ? (
        <Banner tone="critical" role="alert">
          {t`Changes not saved.`}
        </Banner>
      ) : null}
      <div className={styles.portfolio}>
        {kinds.map((kind) => (
          <CheckboxGroup
            key={kind}
            label={labels[kind]}
            value={selected[kind]}
            onChange={(value) => setSelected((current) => ({ ...current, [kind]: value }))}
            isReadOnly={!isAdmin}
          >
            {portfolio[kind].length === 0 ? <span className={styles.muted}>{t`None`}</span> : null}
            {portfolio[kind].map((entry) => (
              <Checkbox key={entry.id} value={entry.id}>
                {'duration' in entry && entry.duration
                  ? t`${entry.name} (${entry.duration} min)`
                  : entry.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ))}
      </div>
      {isAdmin ? (
        <div className={styles.actions}>
          <Button
            isPending={save.isPending}
            isDisabled={changed.length === 0}
            onPress={() => void handleSave()}
          >
            {t`Save portfolio`}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
