import { useLingui } from '@lingui/react/macro';
import {
  appointmentWidgetQueryOptions,
  settingsTeamsQueryOptions,
  useApi,
  useUpdateAppointmentWidget,
} from '@parley/api';
import { type AppointmentWidgetSettings, appointmentWidgetSettingsSchema, parseForm } from '@parley/domain';
import {
  Banner,
  Button,
  Card,
  CodeSnippet,
  Form,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Skeleton,
  Switch,
  TextField,
} from '@parley/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { showServerFieldError, useFieldError } from '../../lib/formErrors.ts';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import { useSaveMessages } from '../settings/useSaveMessages.ts';
import * as styles from './channels.css.ts';

const fields = ['enabled', 'teamId', 'title', 'buttonLabel', 'position', 'color'] as const;
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
        <Card title={t`Add it to your website`} headingLevel={3}>
          <CodeSnippet
            code={data.snippet}
            label={t`Appointment widget snippet`}
            description={t`Paste this code before the closing </body> tag of every page. Changed settings apply without pasting it again.`}
            copyLabel={t`Copy code`}
            copiedLabel={t`Copied to the clipboard.`}
            copyFailedLabel={t`Could not copy. Select the code and copy it by hand.`}
          />
        </Card>
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
  const fieldError = useFieldError();
  const messages = useSaveMessages();
  const update = useUpdateAppointmentWidget();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: appointmentWidgetSettingsSchema },
    onSubmit: async ({ value, formApi }) => {
      const parsed = parseForm(appointmentWidgetSettingsSchema, value);
      if (!parsed.success) return;
      setFormError(null);
      try {
        await update.mutateAsync(parsed.output);
        formApi.reset(value);
        messages.success(t`Appointment widget`);
      } catch (error) {
        if (!showServerFieldError(formApi, error, fields)) setFormError(t`Changes not saved.`);
      }
    },
  });
  const isDirty = useStore(form.store, (state) => state.isDirty);
  const guard = useLeaveGuard(isDirty);

  const text = (name: 'title' | 'buttonLabel', label: string, maxLength: number) => (
    <form.Field name={name}>
      {(field) => {
        const error = fieldError(field.state.meta.errors);
        return (
          <TextField
            label={label}
            name={name}
            isRequired
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            isInvalid={Boolean(error)}
            errorMessage={error}
            maxLength={maxLength}
          />
        );
      }}
    </form.Field>
  );

  return (
    <Form
      validationBehavior="aria"
      aria-label={t`Appointment widget settings`}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {guard.dialog}
      {formError ? (
        <Banner tone="critical" role="alert">
          {formError}
        </Banner>
      ) : null}
      <form.Field name="enabled">
        {(field) => (
          <Switch isSelected={field.state.value} onChange={field.handleChange}>
            {t`Take bookings on the website`}
          </Switch>
        )}
      </form.Field>
      <form.Field name="teamId">
        {(field) => {
          const error = fieldError(field.state.meta.errors);
          return (
            <Select
              label={t`Team`}
              description={t`Whose opening hours the widget offers.`}
              selectedKey={field.state.value ?? ANY_TEAM}
              onSelectionChange={(key) => field.handleChange(key === ANY_TEAM ? null : String(key))}
              isInvalid={Boolean(error)}
              errorMessage={error}
            >
              <SelectItem id={ANY_TEAM}>{t`Any team`}</SelectItem>
              {teams.map((team) => (
                <SelectItem key={team.id} id={team.id}>
                  {team.name}
                </SelectItem>
              ))}
            </Select>
          );
        }}
      </form.Field>
      {text('title', t`Title`, 80)}
      {text('buttonLabel', t`Button label`, 40)}
      <form.Field name="position">
        {(field) => (
          <RadioGroup
            label={t`Position on the page`}
            orientation="horizontal"
            value={field.state.value}
            onChange={(value) => field.handleChange(value === 'left' ? 'left' : 'right')}
          >
            <Radio value="left">{t`Bottom left`}</Radio>
            <Radio value="right">{t`Bottom right`}</Radio>
          </RadioGroup>
        )}
      </form.Field>
      <form.Field name="color">
        {(field) => {
          const error = fieldError(field.state.meta.errors);
          return (
            <TextField
              label={t`Colour`}
              description={t`As #RRGGBB.`}
              name="color"
              isRequired
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isInvalid={Boolean(error)}
              errorMessage={error}
              maxLength={16}
            />
          );
        }}
      </form.Field>
      <div className={styles.actions}>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" isPending={isSubmitting} pendingLabel={t`Saving…`}>
              {t`Save`}
            </Button>
          )}
        </form.Subscribe>
      </div>
    </Form>
  );
}
