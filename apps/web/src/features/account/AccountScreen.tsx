import { useLingui } from '@lingui/react/macro';
import {
  companyQueryOptions,
  type RestCompany,
  useApi,
  useUpdateCompany,
  useUploadAttachment,
} from '@parley/api';
import { COMPANY_NAME_MAX_LENGTH, companyFormSchema } from '@parley/domain';
import { Button, Card, Skeleton } from '@parley/ui';
import { AvatarFilePicker } from '@parley/ui/avatar-cropper';
import type { AnyFieldApi } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { useIssueText, useSchemaForm } from '../../lib/form/index.ts';
import { useSaveMessages } from '../../lib/useSaveMessages.ts';
import * as styles from './account.css.ts';

/** Logos: the kit's file check before anything is sent (type and size), then an attachment upload. */
const LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** settings/account: the company's name, logos and whether closed opportunities are reused (spec 2, 8). */
export function AccountScreen({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const company = useQuery(companyQueryOptions(api, companyId));
  if (company.isPending)
    return (
      <div className={styles.page} aria-busy="true">
        <span className={styles.note}>{t`Loading the company…`}</span>
        <Skeleton lines={6} />
      </div>
    );
  if (company.isError)
    return (
      <LoadError onRetry={() => void company.refetch()}>{t`The company could not be loaded.`}</LoadError>
    );
  // Keyed by id, not by fetch time: a background refetch must not reset what is being typed.
  return <AccountForm key={company.data.id} company={company.data} />;
}

function AccountForm({ company }: { company: RestCompany }) {
  const { t } = useLingui();
  const messages = useSaveMessages();
  const update = useUpdateCompany();
  const defaultValues = {
    name: company.name,
    logo: company.logo,
    small_logo: company.small_logo,
    reuseClosedOpportunities: company.reuseClosedOpportunities,
  };
  const form = useSchemaForm({
    schema: companyFormSchema,
    defaultValues,
    onSubmit: (output) => update.mutateAsync({ id: company.id, ...output }),
    // A rule the server names goes next to its field; anything else is also the spec's update error.
    onFailed: (failure) => {
      if (failure.kind === 'form') messages.error(t`Company`);
    },
    onSaved: () => messages.success(t`Company`),
  });

  return (
    <section className={styles.page} aria-labelledby="account-heading">
      <h2 id="account-heading" className={styles.heading}>
        {t`Company account`}
      </h2>
      <form.AppForm>
        <form.Shell aria-label={t`Company account`} className={styles.form}>
          <Card title={t`Company`} headingLevel={3}>
            <form.AppField name="name">
              {(field) => (
                <field.TextField
                  label={t`Company name`}
                  isRequired
                  autoComplete="organization"
                  maxLength={COMPANY_NAME_MAX_LENGTH * 2}
                />
              )}
            </form.AppField>
            <form.AppField name="reuseClosedOpportunities">
              {(field) => (
                <field.Switch
                  description={t`A customer who writes again continues their last closed conversation instead of starting a new one.`}
                >
                  {t`Reuse closed opportunities`}
                </field.Switch>
              )}
            </form.AppField>
          </Card>
          <Card title={t`Logos`} headingLevel={3}>
            <form.AppField name="logo">
              {(field) => (
                <LogoField
                  field={field}
                  label={t`Logo`}
                  description={t`Shown in the expanded sidebar. PNG, JPEG, WebP or SVG, up to 2 MB.`}
                />
              )}
            </form.AppField>
            <form.AppField name="small_logo">
              {(field) => (
                <LogoField
                  field={field}
                  label={t`Small logo`}
                  description={t`Shown in the collapsed sidebar. A square image works best.`}
                />
              )}
            </form.AppField>
          </Card>
          <div className={styles.actions}>
            <form.SubmitButton pendingLabel={t`Saving…`}>{t`Save`}</form.SubmitButton>
          </div>
        </form.Shell>
      </form.AppForm>
    </section>
  );
}

/**
 * A logo: uploaded as an attachment, the field holds its URL (null: none). No kit field uploads, so it
 * shows the form's error itself.
 */
function LogoField({
  field,
  label,
  description,
}: {
  field: AnyFieldApi;
  label: string;
  description: string;
}) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const upload = useUploadAttachment();
  const [uploadFailed, setUploadFailed] = useState(false);
  const value = field.state.value as string | null;
  const error = issueText(field.state.meta.errors[0]);
  const id = `logo-${field.name}`;

  const handleSelect = async (file: File) => {
    setUploadFailed(false);
    try {
      const stored = await upload.mutateAsync(file);
      field.handleChange(stored.url);
    } catch {
      setUploadFailed(true);
    }
  };

  return (
    <fieldset className={styles.logoField} aria-describedby={`${id}-description`}>
      <legend className={styles.logoLabel}>{label}</legend>
      <span id={`${id}-description`} className={styles.note}>
        {description}
      </span>
      <div className={styles.logoRow}>
        <div className={styles.logoPreview}>
          {value ? <img src={value} alt={t`${label}, current`} className={styles.logoImage} /> : null}
          {!value ? <span className={styles.note}>{t`No logo`}</span> : null}
        </div>
        <AvatarFilePicker
          label={upload.isPending ? t`Uploading…` : value ? t`Replace ${label}` : t`Upload ${label}`}
          types={LOGO_TYPES}
          maxBytes={LOGO_MAX_BYTES}
          isDisabled={upload.isPending}
          onSelect={(file) => void handleSelect(file)}
          errorMessages={{
            type: t`Choose a PNG, JPEG, WebP or SVG image.`,
            size: t`The image is larger than 2 MB.`,
            empty: t`The file is empty.`,
          }}
        />
        {value ? (
          <Button variant="quiet" onPress={() => field.handleChange(null)}>
            {t`Remove ${label}`}
          </Button>
        ) : null}
      </div>
      {uploadFailed ? (
        <span role="alert" className={styles.error}>
          {t`The image could not be uploaded. Please try again.`}
        </span>
      ) : null}
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
