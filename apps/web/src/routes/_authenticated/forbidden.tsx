import { Trans, useLingui } from '@lingui/react/macro';
import { Link, PageHeader } from '@parley/ui';
import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/pageTitle.ts';

export const Route = createFileRoute('/_authenticated/forbidden')({
  component: ForbiddenPage,
});

/** Signed-in users without the required level land here (spec 2, 6). */
function ForbiddenPage() {
  const { t } = useLingui();
  const title = t({ id: 'FORBIDDEN.TITLE', message: 'You do not have access to this page.' });
  usePageTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        description={<Trans>Ask your company's administrator if you need access.</Trans>}
      />
      <Link href="/dashboard" variant="standalone">
        <Trans>Back to dashboard</Trans>
      </Link>
    </>
  );
}
