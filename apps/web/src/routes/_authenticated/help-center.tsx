import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { guardSection } from '../../lib/sectionGuard.ts';
import * as styles from './-help-center.css.ts';

export const Route = createFileRoute('/_authenticated/help-center')({
  beforeLoad: guardSection('helpCenter'),
  component: HelpCenterPage,
});

/**
 * The embedded help page, header hidden (spec 2), in the app's language (`?lang=`). Its address comes
 * from the runtime configuration. The frame is as tall as the page it shows when that page is ours
 * (same origin: its height can be read), else as tall as the window leaves room for.
 */
function HelpCenterPage() {
  const { t, i18n } = useLingui();
  const { app } = Route.useRouteContext();
  const url = new URL(app.config.helpCenterUrl, window.location.href);
  url.searchParams.set('lang', i18n.locale);
  const [height, setHeight] = useState<number | null>(null);
  const fitToContent = (frame: HTMLIFrameElement) => {
    try {
      const page = frame.contentDocument?.documentElement;
      if (page) setHeight(page.scrollHeight);
    } catch {
      // Another origin's page: the frame keeps the window's height.
    }
  };
  return (
    <SectionLayout section="helpCenter">
      <iframe
        key={i18n.locale}
        className={styles.frame}
        src={url.href}
        title={t`Help center`}
        style={height ? { height } : undefined}
        onLoad={(event) => fitToContent(event.currentTarget)}
      />
    </SectionLayout>
  );
}
