import { useLingui } from '@lingui/react/macro';
import { brandQueryOptions, settingsTeamsQueryOptions, useAddChannel, useApi } from '@parley/api';
import {
  CHANNEL_SECRET_MAX_LENGTH,
  CHANNEL_VALUE_MAX_LENGTH,
  type ChannelTypeId,
  channelKinds,
  channelTypeAvailability,
  facebookChannelFormSchema,
  gmailChannelFormSchema,
  HOSTNAME_MAX_LENGTH,
  META_ID_MAX_LENGTH,
  smtpChannelFormSchema,
  VERIFY_TOKEN_MAX_LENGTH,
  whatsappChannelFormSchema,
} from '@parley/domain';
import { Button, EmptyState, Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/LoadError.tsx';
import { useSchemaForm, withForm } from '../../lib/form/index.ts';
import { type Team, TeamField, useAddChannelForm } from './addChannelParts.tsx';
import * as styles from './channels.css.ts';
import { GoogleReviewsChannelForm } from './GoogleReviewsChannelForm.tsx';
import { registerChannelMessages } from './messages.ts';
import { webhookUrlOf } from './metaWebhook.ts';
import { useChannelLabels } from './useChannelLabels.ts';

registerChannelMessages();

/** Google's answer when it sent the browser back to the Google reviews form (code and state, or error). */
export type OAuthReturn = {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
};

export type AddChannelProps = {
  type: ChannelTypeId;
  brandId: string;
  companyId: string;
  oauth?: OAuthReturn | undefined;
};

/** settings/channels/add/{type}: the form of one channel type, if the brand offers it (spec 2, 6). */
export function AddChannel({ type, brandId, companyId, oauth }: AddChannelProps) {
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
  if (type === 'GOOGLE_REVIEWS')
    return <GoogleReviewsChannelForm companyId={companyId} teams={teamOptions} oauth={oauth ?? {}} />;
  return type === 'EMAIL' ? (
    <SmtpChannelForm companyId={companyId} teams={teamOptions} />
  ) : (
    <SimpleChannelForm key={type} type={type} companyId={companyId} teams={teamOptions} />
  );
}

const smtpDefaults = {
  value: '',
  host: '',
  port: '587',
  secure: false,
  host_transport: '',
  port_transport: '',
  secure_transport: false,
  imap_host: '',
  imap_port: '',
  imap_secure: true,
  name: '',
  password: '',
  teamId: '',
};

/** A mail server's address and encryption: the one Parley signs in to, or the transport mail goes out by. */
const SmtpServerFields = withForm({
  defaultValues: smtpDefaults,
  props: {} as {
    legend: string;
    note?: string;
    names: {
      host: 'host' | 'host_transport' | 'imap_host';
      port: 'port' | 'port_transport' | 'imap_port';
      secure: 'secure' | 'secure_transport' | 'imap_secure';
    };
    labels: { host: string; port: string; secure: string };
    isRequired?: boolean;
  },
  render: function SmtpServerFieldsRender({ form, legend, note, names, labels, isRequired }) {
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        {note ? <p className={styles.note}>{note}</p> : null}
        <div className={styles.row}>
          <form.AppField name={names.host}>
            {(field) => (
              <field.TextField
                label={labels.host}
                isRequired={isRequired}
                maxLength={HOSTNAME_MAX_LENGTH}
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name={names.port}>
            {(field) => (
              <field.TextField
                label={labels.port}
                isRequired={isRequired}
                maxLength={5}
                autoComplete="off"
                inputMode="numeric"
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name={names.secure}>
          {(field) => <field.Checkbox>{labels.secure}</field.Checkbox>}
        </form.AppField>
      </fieldset>
    );
  },
});

/** Email over SMTP: the server signs in with these settings before it stores the channel. */
function SmtpChannelForm({ companyId, teams }: { companyId: string; teams: Team[] }) {
  const { t } = useLingui();
  const add = useAddChannel(companyId);
  const { failure, added, cancel, secret } = useAddChannelForm();
  const form = useSchemaForm({
    schema: smtpChannelFormSchema,
    defaultValues: smtpDefaults,
    failure,
    onSubmit: (input) =>
      add.mutateAsync({
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
          imap_host: input.imap_host,
          imap_port: input.imap_port,
          imap_secure: input.imap_host ? input.imap_secure : null,
        },
      }),
    onSaved: (_, input) => added(input.value),
  });
  const title = t`Add an email channel (SMTP)`;

  return (
    <section className={styles.page} aria-labelledby="add-channel-heading">
      <h2 id="add-channel-heading" className={styles.heading}>
        {title}
      </h2>
      <p className={styles.intro}>
        {t`Parley signs in to your mail servers with these settings before it saves the channel. The password is stored encrypted and never shown again.`}
      </p>
      <form.AppForm>
        <form.Shell aria-label={title} className={styles.form}>
          <form.AppField name="value">
            {(field) => (
              <field.TextField
                label={t`Email address`}
                isRequired
                maxLength={CHANNEL_VALUE_MAX_LENGTH}
                autoComplete="email"
                inputMode="email"
              />
            )}
          </form.AppField>
          <SmtpServerFields
            form={form}
            legend={t`Mail server`}
            names={{ host: 'host', port: 'port', secure: 'secure' }}
            labels={{
              host: t`Host`,
              port: t`Port`,
              secure: t`Use SSL/TLS from the start (usually port 465)`,
            }}
            isRequired
          />
          <SmtpServerFields
            form={form}
            legend={t`Outgoing transport (optional)`}
            note={t`Only if mail is sent through another server than the one above.`}
            names={{ host: 'host_transport', port: 'port_transport', secure: 'secure_transport' }}
            labels={{
              host: t`Transport host`,
              port: t`Transport port`,
              secure: t`Transport uses SSL/TLS from the start`,
            }}
          />
          <SmtpServerFields
            form={form}
            legend={t`Incoming mail by IMAP (optional)`}
            note={t`Parley fetches new mail from this mailbox with the user name and password below (port 993 when left empty). Leave it empty when your mail is forwarded to Parley.`}
            names={{ host: 'imap_host', port: 'imap_port', secure: 'imap_secure' }}
            labels={{
              host: t`IMAP host`,
              port: t`IMAP port`,
              secure: t`IMAP uses SSL/TLS from the start (usually port 993)`,
            }}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t`Credentials`}</legend>
            <form.AppField name="name">
              {(field) => (
                <field.TextField
                  label={t`User name`}
                  isRequired
                  maxLength={CHANNEL_VALUE_MAX_LENGTH}
                  autoComplete="username"
                />
              )}
            </form.AppField>
            <form.AppField name="password">
              {(field) => (
                <field.PasswordField
                  {...secret(t`Password`)}
                  isRequired
                  maxLength={CHANNEL_SECRET_MAX_LENGTH}
                  autoComplete="new-password"
                />
              )}
            </form.AppField>
          </fieldset>
          <form.AppField name="teamId">{(field) => <TeamField field={field} teams={teams} />}</form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton pendingLabel={t`Checking the connection…`}>{t`Add channel`}</form.SubmitButton>
            <Button variant="secondary" onPress={cancel}>
              {t`Cancel`}
            </Button>
          </div>
        </form.Shell>
      </form.AppForm>
    </section>
  );
}

type SimpleType = Exclude<ChannelTypeId, 'EMAIL' | 'GOOGLE_REVIEWS'>;

// One form for the four shapes: fields a type does not use stay empty and its schema ignores them
// (WhatsApp's has every field the others have).
const simpleSchemas = {
  GMAIL: gmailChannelFormSchema,
  OFFICE365: gmailChannelFormSchema,
  MESSENGER: facebookChannelFormSchema,
  WHATSAPP: whatsappChannelFormSchema,
} as unknown as Record<SimpleType, typeof whatsappChannelFormSchema>;

/** A fresh verify token for Meta's webhook set-up: 32 random hex digits the admin copies there. */
const newVerifyToken = () => crypto.randomUUID().replaceAll('-', '');

/**
 * Gmail, Office 365, Facebook Messenger and WhatsApp: an address, an id and a token where needed.
 * WhatsApp and Messenger are checked at Meta before they are stored, and show the webhook's set-up.
 */
function SimpleChannelForm({
  type,
  companyId,
  teams,
}: {
  type: SimpleType;
  companyId: string;
  teams: Team[];
}) {
  const { t } = useLingui();
  const labels = useChannelLabels();
  const add = useAddChannel(companyId);
  const { failure, added, cancel, secret } = useAddChannelForm();
  const meta = type === 'WHATSAPP' || type === 'MESSENGER' ? type : null;
  const callbackUrl = meta ? webhookUrlOf(meta) : '';
  const spec = {
    GMAIL: {
      value: { label: t`Gmail address`, autoComplete: 'email', inputMode: 'email' as const },
      clientId: null,
      token: null,
    },
    OFFICE365: { value: { label: t`Email address` }, clientId: null, token: null },
    MESSENGER: {
      value: { label: t`Page name` },
      clientId: { label: t`Page ID`, inputMode: 'numeric' as const, maxLength: META_ID_MAX_LENGTH },
      token: t`Page access token`,
    },
    WHATSAPP: {
      value: { label: t`Phone number`, autoComplete: 'tel', inputMode: 'tel' as const },
      clientId: {
        label: t`Phone number ID`,
        description: t`In Meta's WhatsApp Manager under API setup, next to the number.`,
        inputMode: 'numeric' as const,
        maxLength: META_ID_MAX_LENGTH,
      },
      token: t`Access token`,
    },
  }[type];
  const form = useSchemaForm({
    schema: simpleSchemas[type],
    defaultValues: {
      value: '',
      client_id: '',
      businessAccountId: '',
      accessToken: '',
      verifyToken: meta ? newVerifyToken() : '',
      teamId: '',
    },
    failure,
    onSubmit: (input) => {
      // Each type's schema keeps only its own fields; the others are left out.
      const config = {
        ...(input.accessToken ? { accessToken: input.accessToken } : {}),
        ...(input.businessAccountId ? { businessAccountId: input.businessAccountId } : {}),
        ...(input.verifyToken ? { verifyToken: input.verifyToken } : {}),
      };
      return add.mutateAsync({
        value: input.value,
        type,
        client_type: channelKinds[type].clientType,
        client_id: input.client_id ?? null,
        teamId: input.teamId,
        config: Object.keys(config).length > 0 ? config : null,
      });
    },
    onSaved: (channel) => added(channel.value),
  });
  const title = t`Add a ${labels.types[type]} channel`;

  return (
    <section className={styles.page} aria-labelledby="add-channel-heading">
      <h2 id="add-channel-heading" className={styles.heading}>
        {title}
      </h2>
      {meta ? (
        <p className={styles.intro}>
          {t`Parley checks these details with Meta before it saves the channel. The token is stored encrypted and never shown again.`}
        </p>
      ) : spec.token ? (
        <p className={styles.intro}>{t`The token is stored encrypted and never shown again.`}</p>
      ) : null}
      <form.AppForm>
        <form.Shell aria-label={title} className={styles.form}>
          <form.AppField name="value">
            {(field) => (
              <field.TextField
                isRequired
                maxLength={CHANNEL_VALUE_MAX_LENGTH}
                autoComplete="off"
                {...spec.value}
              />
            )}
          </form.AppField>
          {spec.clientId ? (
            <form.AppField name="client_id">
              {(field) => <field.TextField isRequired autoComplete="off" {...spec.clientId} />}
            </form.AppField>
          ) : null}
          {type === 'WHATSAPP' ? (
            <form.AppField name="businessAccountId">
              {(field) => (
                <field.TextField
                  label={t`WhatsApp Business Account ID`}
                  isRequired
                  maxLength={META_ID_MAX_LENGTH}
                  autoComplete="off"
                  inputMode="numeric"
                />
              )}
            </form.AppField>
          ) : null}
          {spec.token ? (
            <form.AppField name="accessToken">
              {(field) => (
                <field.PasswordField
                  {...secret(spec.token)}
                  isRequired
                  maxLength={CHANNEL_SECRET_MAX_LENGTH}
                  autoComplete="new-password"
                />
              )}
            </form.AppField>
          ) : null}
          {meta ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t`Webhook at Meta`}</legend>
              <p className={styles.note}>
                {t`In your Meta app's webhook settings, enter this verify token and the callback URL ${callbackUrl}.`}
              </p>
              <form.AppField name="verifyToken">
                {(field) => (
                  <field.TextField
                    label={t`Verify token`}
                    description={t`8 to 100 characters without spaces; a new random one is filled in.`}
                    isRequired
                    maxLength={VERIFY_TOKEN_MAX_LENGTH}
                    autoComplete="off"
                  />
                )}
              </form.AppField>
            </fieldset>
          ) : null}
          <form.AppField name="teamId">{(field) => <TeamField field={field} teams={teams} />}</form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton pendingLabel={meta ? t`Checking with Meta…` : undefined}>
              {t`Add channel`}
            </form.SubmitButton>
            <Button variant="secondary" onPress={cancel}>
              {t`Cancel`}
            </Button>
          </div>
        </form.Shell>
      </form.AppForm>
    </section>
  );
}
