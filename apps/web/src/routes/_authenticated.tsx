import { useLingui } from '@lingui/react/macro';
import { graphqlErrorInfo, type MeQuery, meQueryOptions } from '@parley/api';
import { AppShell, PageHeader, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DeferredMount } from '../components/DeferredMount.tsx';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { RealtimeContext, useSessionRealtime } from '../features/realtime/index.ts';
import { applyBrand } from '../lib/brand.ts';
import { activateLocale, i18n, isLocale } from '../lib/i18n.ts';
import { countUnsent, type UnsentWork } from '../lib/session/signOutCleanup.ts';
import { AppSidebar } from './-components/AppSidebar.tsx';
import { LogoutConfirm } from './-components/LogoutConfirm.tsx';
import { useSubscriptionBanner } from './-components/SubscriptionBanner.tsx';
import * as styles from './-components/shell.css.ts';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location, matches, cause }) => {
    const { session, queryClient } = context.app;
    const toLogin = () => redirect({ to: '/login', search: { redirect: location.href } });
    if (!session.isSignedIn() && !(await session.restore())) throw toLogin();
    // Entering the signed-in app (a cold load, or after sign-in): the page's own first requests go out
    // beside `me`, not a round trip after it (router.tsx `firstRequests`), in a task of their own (each
    // fetch costs the main thread a few ms; together with `me` and the router's work they made one
    // long task).
    if (cause === 'enter') {
      setTimeout(() => {
        for (const match of matches) match.staticData.firstRequests?.(context.app, match.params);
      });
    }

    let me: MeQuery['me'];
    try {
      me = await queryClient.ensureQueryData(meQueryOptions(context.app));
    } catch (error) {
      if (graphqlErrorInfo(error)?.code === 'UNAUTHENTICATED') {
        await session.signOut();
        throw toLogin();
      }
      throw error;
    }
    const { brand } = me.company;
    // Before the shell renders: its first paint is already in the brand, and in the language the user
    // chose in profile/settings (kept on the server, so another browser gets it too).
    const language = me.settings?.language;
    await Promise.all([
      applyBrand(brand),
      isLocale(language) && language !== i18n.locale ? activateLocale(language) : undefined,
    ]);
    return { me };
  },
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const { t } = useLingui();
  const { me: first, app } = Route.useRouteContext();
  // The shell follows profile changes (name, picture) without a reload.
  const me = useQuery(meQueryOptions(app)).data ?? first;
  const navigate = useNavigate();
  const toast = useToast();
  // Renewing is the account settings' business (admin).
  const banner = useSubscriptionBanner(me, '/settings/account');
  const realtime = useSessionRealtime(app, me);

  const [unsent, setUnsent] = useState<UnsentWork | null>(null);

  const signOut = async () => {
    try {
      // Also deletes the user's drafts and outbox from storage (lib/appContext.ts).
      await app.session.signOut();
    } catch {
      toast.add({
        tone: 'critical',
        title: t({ id: 'MESSAGES.LOGOUT_ERROR', message: 'Logout was unsuccessful.' }),
      });
    }
    await navigate({ to: '/login', search: {} });
    // A fresh page, so nothing of this user lives on in memory either (outbox, timers, caches) to be
    // shown to, or written back for, whoever signs in next in this tab.
    window.location.reload();
  };

  const handleLogout = () => {
    const work = countUnsent();
    if (work.drafts > 0 || work.messages > 0) setUnsent(work);
    else void signOut();
  };

  return (
    <RealtimeContext.Provider value={realtime}>
      <AppShell
        skipLinkLabel={t`Skip to content`}
        sidebar={
          <AppSidebar
            me={me}
            showDisabled={app.config.environment === 'development'}
            onLogout={handleLogout}
          />
        }
        banner={banner}
        header={
          <div className={styles.header}>
            <span className={styles.spacer} />
            <span>
              {me.profile.firstName} {me.profile.lastName}
            </span>
            <LanguageSwitch />
          </div>
        }
      >
        {/* The page mounts a moment after the shell: until then the page's heading (for assistive tech
            and axe's page-has-heading-one) says that it is loading. */}
        <DeferredMount fallback={<PageHeader hidden title={t`Loading page…`} />}>
          <Outlet />
        </DeferredMount>
      </AppShell>
      <LogoutConfirm unsent={unsent} onConfirm={signOut} onCancel={() => setUnsent(null)} />
    </RealtimeContext.Provider>
  );
}
