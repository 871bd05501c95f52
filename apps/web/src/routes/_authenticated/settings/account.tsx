import { companyQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { AccountScreen } from '../../../features/account/index.ts';
import { guardSection } from '../../../lib/sectionGuard.ts';

// The subscription banner's renew link lands here (routes/_authenticated.tsx).
export const Route = createFileRoute('/_authenticated/settings/account')({
  beforeLoad: guardSection('settingsAccount'),
  loader: ({ context: { app, me } }) => {
    void app.queryClient.prefetchQuery(companyQueryOptions(app, me.company.id));
  },
  component: AccountPage,
});

function AccountPage() {
  const { me } = Route.useRouteContext();
  return <AccountScreen companyId={me.company.id} />;
}
