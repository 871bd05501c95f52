import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { guardSection } from '../../lib/sectionGuard.ts';
import * as styles from './-help-center.css.ts';

export const Route = createFileRoute('/_authenticated/help-center')({
  beforeLoad: guardSection('helpCenter'),
  component: HelpCenterPage,
});

/** The embedded help page, header hidden (spec 2). Its address comes from the runtime configuration. */
function HelpCenterPage() {
  const { t } = useLingui();
  const { app } = Route.useRouteContext();
  return (
    <SectionLayout section="helpCenter">
      <iframe className={styles.frame} src={app.config.helpCenterUrl} title={t`Help center`} />
    </SectionLayout>
  );
}
