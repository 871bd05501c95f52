import { Trans, useLingui } from '@lingui/react/macro';
import { Card, DetailRow, PageHeader } from '@parley/ui';
import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/pageTitle.ts';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  const { t } = useLingui();
  const { me } = Route.useRouteContext();
  usePageTitle(t`Dashboard`);
  const name = `${me.profile.firstName} ${me.profile.lastName}`;
  const role = me.role.type === 'COMPANY_ADMIN' ? t`Company admin` : t`Company user`;
  return (
    <>
      <PageHeader
        title={t`Welcome, ${name}`}
        description={<Trans>{me.company.brand.appName} dashboard</Trans>}
      />
      <Card title={t`Your account`}>
        <DetailRow label={t`Name`} value={name} />
        <DetailRow label={t`Email`} value={me.email} />
        <DetailRow label={t`Company`} value={me.company.name} />
        <DetailRow label={t`Role`} value={role} />
      </Card>
    </>
  );
}
