import { useLingui } from '@lingui/react/macro';
import {
  appointmentWidgetQueryOptions,
  settingsTeamsQueryOptions,
  useApi,
  useUpdateAppointmentWidget,
} from '@parley/api';
import {
  APPOINTMENT_WIDGET_BUTTON_MAX_LENGTH,
  APPOINTMENT_WIDGET_TITLE_MAX_LENGTH,
  type AppointmentWidgetSettings,
  appointmentWidgetSettingsSchema,
} from '@parley/domain';
import { Card, SelectItem, Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/LoadError.tsx';
import { useSchemaForm } from '../../lib/form/index.ts';
import { useSaveMessages } from '../../lib/useSaveMessages.ts';
import {
  WidgetButtonLabelField,
  WidgetColorField,
  WidgetPositionField,
  WidgetSnippetCard,
} from '../../lib/widgetFields.tsx';
import * as styles from './channels.css.ts';
import { registerChannelMessages } from './messages.ts';

registerChannelMessages();

const ANY_TEAM = 'any';

/** settings/channels/appointment-widget: the booking widget's snippet and its settings (stored on the server). */
export function AppointmentWidget() {
  const { t } = useLingui();
  const api = useApi();
  const widget = useQuery(appointmentWidgetQueryOptions(api));
  const teams = useQuery(settingsTeamsQueryOptions(api));

  if (widget.isPending || teams.isPending)
    return (
      <div className={styles.page} aria-busy="true">
        <span className={styles.note}>{t`Loading settings…`}</span>
        <Skeleton shape="rect" width="100%" height="8rem" />
      </div>
    );
  if (widget.isError || teams.isError)
    return (
      <LoadError
        onRetry={() => void Promise.all([widget.refetch(), teams.refetch()])}
      >{t`The settings could not be loaded.`}</LoadError>
    );

  const data = widget.data;
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t`Appointment widget`}</h2>
      <p className={styles.intro}>
        {t`A booking button for your website: customers pick a time within a team's opening hours and the appointment lands in Parley.`}
      </p>
      <div className={styles.split}>
        <Card title={t`Settings`} headingLevel={3}>
          <WidgetForm
            key={data.updatedAt ?? 'defaults'}
            teams={[...teams.data].sort((a, b) => a.name.localeCompare(b.name))}
            defaultValues={{
              enabled: data.enabled,
              teamId: data.teamId ?? null,
              title: data.title,
              buttonLabel: data.buttonLabel,
              position: data.position === 'left' ? 'left' : 'right',
              color: data.color,
            }}
          />
        </Card>
        <WidgetSnippetCard code={data.snippet} label={t`Appointment widget snippet`} />
      </div>
    </div>
  );
}

function WidgetForm({
  defaultValues,
  teams,
}: {
  defaultValues: AppointmentWidgetSettings;
  teams: { id: string; name: string }[];
}) {
  const { t } = useLingui();
  const messages = useSaveMessages();
  const update = useUpdateAppointmentWidget();
  const form = useSchemaForm({
    schema: appointmentWidgetSettingsSchema,
    defaultValues,
    onSubmit: (settings) => update.mutateAsync(settings),
    onSaved: () => messages.success(t`Appointment widget`),
  });

  return (
    <form.AppForm>
      <form.Shell aria-label={t`Appointment widget settings`} className={styles.form}>
        <form.AppField name="enabled">
          {(field) => <field.Switch>{t`Take bookings on the website`}</field.Switch>}
        </form.AppField>
        <form.AppField name="teamId">
          {(field) => (
            <field.Select
              label={t`Team`}
              description={t`Whose opening hours the widget offers.`}
              nullKey={ANY_TEAM}
            >
              <SelectItem id={ANY_TEAM}>{t`Any team`}</SelectItem>
              {teams.map((team) => (
                <SelectItem key={team.id} id={team.id}>
                  {team.name}
                </SelectItem>
              ))}
            </field.Select>
          )}
        </form.AppField>
        <form.AppField name="title">
          {(field) => (
            <field.TextField label={t`Title`} isRequired maxLength={APPOINTMENT_WIDGET_TITLE_MAX_LENGTH} />
          )}
        </form.AppField>
        <form.AppField name="buttonLabel">
          {(field) => (
            <WidgetButtonLabelField field={field} maxLength={APPOINTMENT_WIDGET_BUTTON_MAX_LENGTH} />
          )}
        </form.AppField>
        <form.AppField name="position">{(field) => <WidgetPositionField field={field} />}</form.AppField>
        <form.AppField name="color">{(field) => <WidgetColorField field={field} />}</form.AppField>
        <div className={styles.actions}>
          <form.SubmitButton pendingLabel={t`Saving…`}>{t`Save`}</form.SubmitButton>
        </div>
      </form.Shell>
    </form.AppForm>
  );
}
