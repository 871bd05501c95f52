import { useLingui } from '@lingui/react/macro';
import {
  type CalendarConnectionFieldsFragment,
  type CalendarProvider,
  calendarConnectionQueryOptions,
  calendarConnectionsQueryOptions,
  GraphqlRequestError,
  useApi,
  useCompleteCalendarLink,
  useDisconnectCalendar,
  useStartCalendarLink,
  useSyncCalendarConnection,
} from '@parley/api';
import { formatDate } from '@parley/domain';
import {
  AlertDialog,
  Badge,
  Banner,
  Button,
  CalendarIcon,
  Card,
  DetailRow,
  EmptyState,
  Link,
  Modal,
  RefreshIcon,
  Skeleton,
  Spinner,
  useToast,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import * as styles from '../../components/layout.css.ts';
import { userTimeZone } from '../../lib/dates.ts';
import { messageFor } from '../../lib/messages.ts';

function useProviderNames(): Record<CalendarProvider, string> {
  const { t } = useLingui();
  return { OUTLOOK: t`Outlook (Office 365)`, GOOGLE: t`Google Calendar` };
}

function useWhen() {
  const { i18n } = useLingui();
  const time = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (value: string) =>
    `${formatDate(new Date(value).getTime(), userTimeZone())} ${time.format(new Date(value))}`;
}

function StatusBadge({ status }: { status: CalendarConnectionFieldsFragment['status'] }) {
  const { t } = useLingui();
  return status === 'ACTIVE' ? (
    <Badge tone="positive">{t`Connected`}</Badge>
  ) : (
    <Badge tone="critical">{t`Sync failed`}</Badge>
  );
}

/** Starts linking: the browser goes to the provider's sign-in and comes back to the return page. */
function ConnectButtons() {
  const { t } = useLingui();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const names = useProviderNames();
  const start = useStartCalendarLink();
  const [failed, setFailed] = useState(false);
  const features = me.company.brand.features;
  const providers = (['OUTLOOK', 'GOOGLE'] as const).filter((provider) =>
    provider === 'OUTLOOK' ? features.office365 : features.googleCalendar,
  );
  if (providers.length === 0)
    return <p className={styles.intro}>{t`Your brand offers no calendar to link.`}</p>;
  return (
    <div className={styles.toolbarActions}>
      {failed ? (
        <Banner tone="critical" role="alert">
          {t`Linking could not start. Please try again.`}
        </Banner>
      ) : null}
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          icon={<CalendarIcon size="sm" />}
          isPending={start.isPending && start.variables === provider}
          onPress={() => {
            setFailed(false);
            start.mutate(provider, {
              onSuccess: (url) => window.location.assign(url),
              onError: () => setFailed(true),
            });
          }}
        >
          {t`Connect ${names[provider]}`}
        </Button>
      ))}
    </div>
  );
}

/** profile/connections: the linked calendars and the buttons that link one. */
export function CalendarConnectionsList() {
  const { t } = useLingui();
  const api = useApi();
  const names = useProviderNames();
  const when = useWhen();
  const query = useQuery(calendarConnectionsQueryOptions(api));
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h2 className={styles.heading}>{t`Connected calendars`}</h2>
        <ConnectButtons />
      </div>
      <p className={styles.intro}>
        {t`Events of a connected calendar show in your appointments, so customers are not booked when you are busy.`}
      </p>
      {query.isPending ? (
        <Skeleton width="100%" height="5rem" />
      ) : query.isError ? (
        <LoadError
          onRetry={() => void query.refetch()}
        >{t`The connected calendars could not be loaded.`}</LoadError>
      ) : query.data.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t`No calendar connected`}
          description={t`Connect Outlook or Google Calendar above.`}
        />
      ) : (
        <ul className={styles.list} aria-label={t`Connected calendars`}>
          {query.data.map((connection) => (
            <li key={connection.id}>
              <Card
                title={names[connection.provider]}
                headingLevel={3}
                actions={
                  <Link href={`/profile/connections/${connection.id}`} variant="standalone">
                    {t`Details of ${connection.accountEmail}`}
                  </Link>
                }
              >
                <DetailRow label={t`Account`} value={connection.accountEmail} />
                <DetailRow label={t`Status`} value={<StatusBadge status={connection.status} />} />
                <DetailRow
                  label={t`Last sync`}
                  value={connection.lastSyncAt ? when(connection.lastSyncAt) : t`Never`}
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** profile/connections/{id}: the connected account, the last sync, sync now and disconnect. */
export function CalendarConnectionDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const names = useProviderNames();
  const when = useWhen();
  const query = useQuery(calendarConnectionQueryOptions(api, id));
  const sync = useSyncCalendarConnection();
  const disconnect = useDisconnectCalendar();
  const [confirming, setConfirming] = useState(false);
  if (query.isPending) return <Skeleton width="100%" height="8rem" />;
  if (query.isError) {
    const missing = query.error instanceof GraphqlRequestError && query.error.info.code === 'NOT_FOUND';
    return (
      <EmptyState
        title={missing ? t`Connection not found` : t`The connection could not be loaded.`}
        action={
          <Link href="/profile/connections" variant="standalone">
            {t`Back to connected calendars`}
          </Link>
        }
      />
    );
  }
  const connection = query.data;
  return (
    <div className={styles.page}>
      <Card
        title={names[connection.provider]}
        actions={
          <Link href="/profile/connections" variant="standalone">
            {t`Back to connected calendars`}
          </Link>
        }
      >
        <DetailRow
          label={t`Connected account`}
          value={
            connection.accountName
              ? `${connection.accountName} (${connection.accountEmail})`
              : connection.accountEmail
          }
        />
        <DetailRow label={t`Status`} value={<StatusBadge status={connection.status} />} />
        <DetailRow label={t`Connected on`} value={when(connection.connectedAt)} />
        <DetailRow
          label={t`Last sync`}
          value={connection.lastSyncAt ? when(connection.lastSyncAt) : t`Never`}
        />
        <DetailRow label={t`Events in your calendar`} value={String(connection.eventCount)} />
        {connection.status === 'ERROR' ? (
          <Banner tone="critical">{t`The last sync failed. Disconnect the calendar and connect it again.`}</Banner>
        ) : null}
        <div className={styles.toolbarActions}>
          <Button
            variant="secondary"
            icon={<RefreshIcon size="sm" />}
            isPending={sync.isPending}
            onPress={() =>
              sync.mutate(id, {
                onSuccess: () => toast.add({ tone: 'positive', title: t`Calendar synchronised.` }),
                onError: () =>
                  toast.add({ tone: 'critical', title: t`The calendar could not be synchronised.` }),
              })
            }
          >
            {t`Sync now`}
          </Button>
          <Button variant="critical" onPress={() => setConfirming(true)}>
            {t`Disconnect`}
          </Button>
        </div>
      </Card>
      <Modal size="sm" isDismissable={false} isOpen={confirming} onOpenChange={setConfirming}>
        <AlertDialog
          variant="critical"
          title={t`Disconnect this calendar?`}
          primaryActionLabel={t`Disconnect`}
          pendingLabel={t`Disconnecting…`}
          cancelLabel={t`Cancel`}
          onCancel={() => setConfirming(false)}
          onPrimaryAction={async () => {
            try {
              await disconnect.mutateAsync(id);
              toast.add({ tone: 'positive', title: t`Calendar disconnected.` });
              setConfirming(false);
              await navigate({ to: '/profile/connections' });
            } catch (error) {
              toast.add({ tone: 'critical', title: t`The calendar could not be disconnected.` });
              throw error;
            }
          }}
        >
          {t`Its events leave your appointments. You can connect it again at any time.`}
        </AlertDialog>
      </Modal>
    </div>
  );
}

/**
 * /outlook/oauth/redirect and /google/oauth/redirect (spec 2): the provider sends the browser back with
 * code and state (or an error); the server finishes the link and the connection opens.
 */
export function CalendarLinkReturn({
  provider,
  code,
  state,
  error,
}: {
  provider: CalendarProvider;
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const complete = useCompleteCalendarLink();
  const started = useRef(false);
  const names = useProviderNames();
  const failed = Boolean(error) || !code || !state || complete.isError;
  useEffect(() => {
    if (started.current || !code || !state || error) return;
    started.current = true;
    complete.mutate(
      { provider, code, state },
      {
        onSuccess: (connection) => {
          toast.add({ tone: 'positive', title: t`${names[provider]} is connected.` });
          void navigate({ to: '/profile/connections/$id', params: { id: connection.id }, replace: true });
        },
      },
    );
  }, [code, state, error, provider, complete, navigate, toast, t, names]);
  if (!failed)
    return (
      <div className={styles.centered}>
        <Spinner aria-label={t`Connecting ${names[provider]}…`} size="lg" />
      </div>
    );
  return (
    <EmptyState
      title={
        error === 'access_denied' ? t`Linking was cancelled` : i18n._(messageFor('CALENDAR.LINK_FAILED'))
      }
      action={
        <Link href="/profile/connections" variant="standalone">
          {t`Back to connected calendars`}
        </Link>
      }
    />
  );
}
