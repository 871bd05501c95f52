import { useLingui } from '@lingui/react/macro';
import {
  type CompanyPortfolioQuery,
  companyPortfolioQueryOptions,
  useApi,
  useUpdateMyProfile,
} from '@parley/api';
import { type PortfolioSelection, productsFor, prunePortfolio, servicesFor } from '@parley/domain';
import { Banner, Button, Card, ChoiceWizard, Dialog, Modal, Skeleton, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import type { MyProfile } from './ProfileInformation.tsx';
import * as styles from './profile.css.ts';

type Portfolio = CompanyPortfolioQuery['companyPortfolio'];
type Entry = { id: string; name: string; active: boolean; parentIds?: readonly string[] };

/** What the user may choose: what the company offers, with each entry's dependencies. */
function catalogOf(portfolio: Portfolio) {
  const offered = (items: readonly Entry[]) =>
    items
      .filter((item) => item.active)
      .map((item) => ({ id: item.id, label: item.name, parentIds: [...(item.parentIds ?? [])] }));
  return {
    customerTypes: offered(portfolio.customerTypes),
    products: offered(portfolio.products),
    services: offered(portfolio.services),
  };
}

/** The service portfolio (spec 2): what the user offers, edited in a 3-step modal of 1024 × 824. */
export function PortfolioCard({ me }: { me: MyProfile }) {
  const { t } = useLingui();
  const api = useApi();
  const portfolio = useQuery(companyPortfolioQueryOptions(api));
  const [isOpen, setOpen] = useState(false);
  const title = t`Service portfolio`;

  if (portfolio.isPending)
    return (
      <Card title={title}>
        <Skeleton width="100%" height="4rem" />
      </Card>
    );
  if (portfolio.isError)
    return (
      <Card title={title}>
        <LoadError
          onRetry={() => void portfolio.refetch()}
        >{t`The service portfolio could not be loaded.`}</LoadError>
      </Card>
    );

  const catalog = catalogOf(portfolio.data);
  const names = (ids: readonly string[], items: { id: string; label: string }[]) =>
    items.filter((item) => ids.includes(item.id)).map((item) => item.label);
  const groups = [
    { id: 'types', label: t`Customer types`, names: names(me.customerTypes, catalog.customerTypes) },
    { id: 'products', label: t`Products`, names: names(me.products, catalog.products) },
    { id: 'services', label: t`Services`, names: names(me.services, catalog.services) },
  ];

  return (
    <Card
      title={title}
      actions={
        <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
          {t`Edit portfolio`}
        </Button>
      }
    >
      <dl className={styles.facts}>
        {groups.map((group) => (
          <div key={group.id} style={{ display: 'contents' }}>
            <dt className={styles.term}>{group.label}</dt>
            <dd className={styles.definition} data-portfolio={group.id}>
              {group.names.length ? (
                group.names.join(', ')
              ) : (
                <span className={styles.note}>{t`None chosen`}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Modal
        size="xl"
        height="824px"
        isDismissable={false}
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) setOpen(false);
        }}
      >
        {isOpen ? <PortfolioWizard me={me} catalog={catalog} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </Card>
  );
}

function PortfolioWizard({
  me,
  catalog,
  onClose,
}: {
  me: MyProfile;
  catalog: ReturnType<typeof catalogOf>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const update = useUpdateMyProfile(me.id);
  const [step, setStep] = useState(0);
  const [failed, setFailed] = useState(false);
  const [selection, setSelection] = useState<PortfolioSelection>({
    customerTypes: me.customerTypes,
    products: me.products,
    services: me.services,
  });
  const keys = ['customerTypes', 'products', 'services'] as const;

  const submit = async () => {
    setFailed(false);
    // Dependents of what is no longer selected are dropped (spec 5); the server does the same.
    const saved = prunePortfolio(catalog, selection);
    try {
      await update.mutateAsync({
        customerTypes: [...saved.customerTypes],
        products: [...saved.products],
        services: [...saved.services],
      });
      toast.add({ tone: 'positive', title: t`Your service portfolio is saved.` });
      onClose();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Dialog title={t`Edit service portfolio`} closeLabel={t`Close`}>
      <div className={styles.wizardBody}>
        {failed ? (
          <Banner tone="critical" role="alert">
            {t`The service portfolio could not be saved. Please try again.`}
          </Banner>
        ) : null}
        <ChoiceWizard
          steps={[
            {
              id: 'customerTypes',
              label: t`Customer types`,
              description: t`Which customers do you serve?`,
              options: catalog.customerTypes,
              selected: [...selection.customerTypes],
              emptyText: t`Your company offers no customer types yet.`,
            },
            {
              id: 'products',
              label: t`Products`,
              description: t`Products for the customer types you chose.`,
              options: productsFor(catalog, selection.customerTypes),
              selected: [...selection.products],
              emptyText: t`Choose a customer type first.`,
            },
            {
              id: 'services',
              label: t`Services`,
              description: t`Services for the products you chose.`,
              options: servicesFor(catalog, selection.products),
              selected: [...selection.services],
              emptyText: t`Choose a product first.`,
            },
          ]}
          currentStep={step}
          onStepChange={setStep}
          onSelectionChange={(index, ids) => {
            const key = keys[index];
            if (key) setSelection((current) => ({ ...current, [key]: ids }));
          }}
          onSubmit={() => void submit()}
          isSubmitting={update.isPending}
          backLabel={t`Back`}
          nextLabel={t`Next`}
          submitLabel={t`Save portfolio`}
          submittingLabel={t`Saving…`}
          stepsLabel={t`Steps`}
          completedLabel={t`completed`}
        />
      </div>
    </Dialog>
  );
}
