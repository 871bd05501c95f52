import { useLingui } from '@lingui/react/macro';
import { brandQueryOptions, settingsTeamsQueryOptions, useAddChannel, useApi } from '@parley/api';
import {
  type ChannelTypeId,
  channelKinds,
  channelTypeAvailability,
  facebookChannelFormSchema,
  gmailChannelFormSchema,
  googleReviewsChannelFormSchema,
  parseForm,
  smtpChannelFormSchema,
  whatsappChannelFormSchema,
} from '@parley/domain';
import {
  Banner,
  Button,
  Checkbox,
  EmptyState,
  Form,
  PasswordField,
  Select,
  SelectItem,
  Skeleton,
  TextField,
  useToast,
} from '@parley/ui';
import { type AnyFieldApi, revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { showServerFieldError, useFieldError } from '../../lib/formErrors.ts';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import * as styles from './channels.css.ts';
import { useChannelLabels } from './useChannelLabels.ts';

const NO_TEAM = 'none';

export type AddChannelProps = { type: ChannelTypeId; brandId: string; companyId: string };

/** settings/channels/add/{type}: the form of one channel type, if the brand offers it (spec 2, 6). */
export function AddChannel({ type, brandId, companyId }: AddChannelProps) {
  const { t } = useLingui();
  const api = useApi();
  const labels = useChannelLabels();
  const brand = useQuery(brandQueryOptions(api, brandId));
  const teams = useQuery(settingsTeamsQueryOptions(api));

  if (brand.isPending || teams.isPending) return <Skeleton lines={6} />;
  if (brand.isError || teams.isError)
    return (
      <LoadError
        onRetry={() => void Promise.all([brand.refetch(), teams.refetch()])}
      >{t`The form could not be loaded.`}</LoadError>
    );
  if (channelTypeAvailability(type, brand.data.channelPreferences) !== 'available')
    return (
      <EmptyState
        headingLevel={2}
        title={t`${labels.types[type]} is not available`}
        description={t`Your brand does not offer this channel type. Choose another one in the channels list.`}
      />
    );
  const teamOptions = [...teams.data].sort((a, b) => a.name.localeCompare(b.name));
  return type === 'EMAIL' ? (
    <SmtpChannelForm companyId={companyId} teams={teamOptions} />
  ) : (
    <SimpleChannelForm key={type} type={type} companyId={companyId} teams={teamOptions} />
  );
}

type Team = { id: string; name: string };

function useAddChannelForm() {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const done = async (value: string, allowLeave: () => void) => {
    toast.add({ tone: 'positive', title: t`Channel ${value} added.` });
    allowLeave();
    await navigate({ to: '/settings/channels' });
  };
  const cancel = () => void navigate({ to: '/settings/channels' });
  return { formError, setFormError, done, cancel, generalError: t`The channel could not be added.` };
}

function FieldText({
  field,
  label,
  description,
  isSecret,
  isRequired = true,
  autoComplete = 'off',
  maxLength = 200,
  inputMode,
}: {
  field: AnyFieldApi;
  label: string;
  description?: ReactNode;
  isSecret?: boolean;
  isRequired?: boolean;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
}) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const error = fieldError(field.state.meta.errors);
  const common = {
    label,
    description,
    name: field.name,
    isRequired,
    value: (field.state.value as string) ?? '',
    onChange: (next: string) => field.handleChange(next),
    onBlur: field.handleBlur,
    isInvalid: Boolean(error),
    errorMessage: error,
  };
  return isSecret ? (
    <PasswordField
      {...common}
      maxLength={1000}
      autoComplete="new-password"
      showLabel={t`Show ${label}`}
      hideLabel={t`Hide ${label}`}
    />
  ) : (
    <TextField {...common} maxLength={maxLength} autoComplete={autoComplete} inputMode={inputMode} />
  );
}

function TeamSelect({ field, teams }: { field: AnyFieldApi; teams: Team[] }) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Team`}
      description={t`The team whose conversations come in through this channel.`}
      selectedKey={(field.state.value as string) || NO_TEAM}
      onSelectionChange={(key) => field.handleChange(key === NO_TEAM ? '' : String(key))}
    >
      <SelectItem id={NO_TEAM}>{t`No team`}</SelectItem>
      {teams.map((team) => (
        <SelectItem key={team.id} id={team.id}>
          {team.name}
        </SelectItem>
      ))}
    </Select>
  );
}

const smtpFields = [
  'value',
  'host',
  'port',
  'secure',
  'host_transport',
  'port_transport',
  'secure_transport',
  'name',
  'password',
  'teamId',
] as const;

/** Email over SMTP: the server signs in with these settings before it stores the channel. */
function SmtpChannelForm({ companyId, teams }: { companyId: string; teams: Team[] }) {
  const { t } = useLingui();
  const add = useAddChannel(companyId);
  const { formError, setFormError, done, cancel, generalError } = useAddChannelForm();
  const form = useForm({
    defaultValues: {
      value: '',
      host: '',
      port: '587',
      secure: false,
      host_transport: '',
      port_transport: '',
      secure_transport: false,
      name: '',
      password: '',
      teamId: '',
    },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: smtpChannelFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const parsed = parseForm(smtpChannelFormSchema, value);
      if (!parsed.success) return;
      const input = parsed.output;
      setFormError(null);
      try {
        await add.mutateAsync({
          value: input.value,
          type: 'EMAIL',
          client_type: 'SMTP',
          teamId: input.teamId,
          config: {
            type: 'smtp',
            name: input.name,
            password: input.password,
            host: input.host,
            port: input.port,
            secure: input.secure,
            host_transport: input.host_transport,
            port_transport: input.port_transport,
            secure_transport: input.secure_transport,
          },
        });
        formApi.reset(value);
        await done(input.value, guard.allowLeave);
      } catch (error) {
        if (!showServerFieldError(formApi, error, smtpFields)) setFormError(generalError);
      }
    },
  });
  const isDirty = useStore(form.store, (state) => state.isDirty);
  const guard = useLeaveGuard(isDirty);
  const title = t`Add an email channel (SMTP)`;

  return (
    <section className={styles.page} aria-labelledby="add-channel-heading">
      <h2 id="add-channel-heading" className={styles.heading}>
        {title}
      </h2>
      <p className={styles.intro}>
        {t`Parley signs in to your mail server with these settings before it saves the channel. The password is stored encrypted and never shown again.`}
      </p>
      <Form
        validationBehavior="aria"
        aria-label={title}
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
        <form.Field name="value">
          {(field) => (
            <FieldText field={field} label={t`Email address`} autoComplete="email" inputMode="email" />
          )}
        </form.Field>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`Mail server`}</legend>
          <div className={styles.row}>
            <form.Field name="host">
              {(field) => <FieldText field={field} label={t`Host`} maxLength={253} />}
            </form.Field>
            <form.Field name="port">
              {(field) => <FieldText field={field} label={t`Port`} maxLength={5} inputMode="numeric" />}
            </form.Field>
          </div>
          <form.Field name="secure">
            {(field) => (
              <Checkbox isSelected={field.state.value} onChange={field.handleChange}>
                {t`Use SSL/TLS from the start (usually port 465)`}
              </Checkbox>
            )}
          </form.Field>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`Outgoing transport (optional)`}</legend>
          <p className={styles.note}>{t`Only if mail is sent through another server than the one above.`}</p>
          <div className={styles.row}>
            <form.Field name="host_transport">
              {(field) => (
                <FieldText field={field} label={t`Transport host`} isRequired={false} maxLength={253} />
              )}
            </form.Field>
            <form.Field name="port_transport">
              {(field) => (
                <FieldText
                  field={field}
                  label={t`Transport port`}
                  isRequired={false}
                  maxLength={5}
                  inputMode="numeric"
                />
              )}
            </form.Field>
          </div>
          <form.Field name="secure_transport">
            {(field) => (
              <Checkbox isSelected={field.state.value} onChange={field.handleChange}>
                {t`Transport uses SSL/TLS from the start`}
              </Checkbox>
            )}
          </form.Field>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`Credentials`}</legend>
          <form.Field name="name">
            {(field) => <FieldText field={field} label={t`User name`} autoComplete="username" />}
          </form.Field>
          <form.Field name="password">
            {(field) => <FieldText field={field} label={t`Password`} isSecret />}
          </form.Field>
        </fieldset>
        <form.Field name="teamId">{(field) => <TeamSelect field={field} teams={teams} />}</form.Field>
        <div className={styles.actions}>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" isPending={isSubmitting} pendingLabel={t`Checking the connection…`}>
                {t`Add channel`}
              </Button>
            )}
          </form.Subscribe>
          <Button variant="secondary" onPress={cancel}>
            {t`Cancel`}
          </Button>
        </div>
      </Form>
    </section>
  );
}

const simpleFields = ['value', 'client_id', 'accessToken', 'teamId'] as const;

/** Gmail, Facebook Messenger, WhatsApp and Google reviews: an address, an id and a token where needed. */
function SimpleChannelForm({
  type,
  companyId,
  teams,
}: {
  type: Exclude<ChannelTypeId, 'EMAIL'>;
  companyId: string;
  teams: Team[];
}) {
  const { t } = useLingui();
  const labels = useChannelLabels();
  const add = useAddChannel(companyId);
  const { formError, setFormError, done, cancel, generalError } = useAddChannelForm();
  const spec = {
    GMAIL: {
      schema: gmailChannelFormSchema,
      value: { label: t`Gmail address`, autoComplete: 'email', inputMode: 'email' as const },
      clientId: null,
      token: null,
    },
    OFFICE365: {
      schema: gmailChannelFormSchema,
      value: { label: t`Email address` },
      clientId: null,
      token: null,
    },
    MESSENGER: {
      schema: facebookChannelFormSchema,
      value: { label: t`Page name` },
      clientId: { label: t`Page ID` },
      token: t`Page access token`,
    },
    WHATSAPP: {
      schema: whatsappChannelFormSchema,
      value: { label: t`Phone number`, autoComplete: 'tel', inputMode: 'tel' as const },
      clientId: { label: t`Phone number ID` },
      token: t`Access token`,
    },
    GOOGLE_REVIEWS: {
      schema: googleReviewsChannelFormSchema,
      value: { label: t`Location name` },
      clientId: { label: t`Location ID` },
      token: null,
    },
  }[type];
  // One form for the four shapes: fields a type does not use stay empty and its schema ignores them.
  const schema = spec.schema as unknown as typeof facebookChannelFormSchema;
  const form = useForm({
    defaultValues: { value: '', client_id: '', accessToken: '', teamId: '' },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      const parsed = parseForm(schema, value);
      if (!parsed.success) return;
      const input = parsed.output as {
        value: string;
        client_id?: string;
        accessToken?: string;
        teamId: string | null;
      };
      setFormError(null);
      try {
        const added = await add.mutateAsync({
          value: input.value,
          type,
          client_type: channelKinds[type].clientType,
          client_id: input.client_id ?? null,
          teamId: input.teamId,
          config: input.accessToken ? { accessToken: input.accessToken } : null,
        });
        formApi.reset(value);
        await done(added.value, guard.allowLeave);
      } catch (error) {
        if (!showServerFieldError(formApi, error, simpleFields)) setFormError(generalError);
      }
    },
  });
  const isDirty = useStore(form.store, (state) => state.isDirty);
  const guard = useLeaveGuard(isDirty);
  const title = t`Add a ${labels.types[type]} channel`;

  return (
    <section className={styles.page} aria-labelledby="add-channel-heading">
      <h2 id="add-channel-heading" className={styles.heading}>
        {title}
      </h2>
      {spec.token ? (
        <p className={styles.intro}>{t`The token is stored encrypted and never shown again.`}</p>
      ) : null}
      <Form
        validationBehavior="aria"
        aria-label={title}
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
        <form.Field name="value">{(field) => <FieldText field={field} {...spec.value} />}</form.Field>
        {spec.clientId ? (
          <form.Field name="client_id">
            {(field) => <FieldText field={field} {...spec.clientId} />}
          </form.Field>
        ) : null}
        {spec.token ? (
          <form.Field name="accessToken">
            {(field) => <FieldText field={field} label={spec.token} isSecret />}
          </form.Field>
        ) : null}
        <form.Field name="teamId">{(field) => <TeamSelect field={field} teams={teams} />}</form.Field>
        <div className={styles.actions}>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" isPending={isSubmitting}>
                {t`Add channel`}
              </Button>
            )}
          </form.Subscribe>
          <Button variant="secondary" onPress={cancel}>
            {t`Cancel`}
          </Button>
        </div>
      </Form>
    </section>
  );
}
