import { Trans } from '@lingui/react/macro';
import { EmptyState, InboxIcon } from '@parley/ui';
import { Outlet } from '@tanstack/react-router';

/** What a section shows until its feature is built: honest about having no data. */
export function EmptySection() {
  return (
    <EmptyState
      icon={<InboxIcon size="lg" />}
      title={<Trans>No data yet</Trans>}
      description={<Trans>This section has no data yet.</Trans>}
    />
  );
}

/** An empty list whose detail route (…/{id}) renders beside it. */
export function EmptyList() {
  return (
    <>
      <EmptySection />
      <Outlet />
    </>
  );
}
