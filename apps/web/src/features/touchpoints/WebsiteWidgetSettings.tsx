import { useLingui } from '@lingui/react/macro';
import { type TouchpointOwner, useApi, useUpdateWebsiteWidget, websiteWidgetQueryOptions } from '@parley/api';
import {
  parseForm,
  type WebsiteWidgetSettings as Settings,
  type WebsiteType,
  websiteWidgetSettingsSchema,
  websiteWidgetSnippet,
} from '@parley/domain';
import {
  Banner,
  Button,
  Card,
  CodeSnippet,
  Form,
  Radio,
  RadioGroup,
  Skeleton,
  Spinner,
  Switch,
  TextField,
  useToast,
} from '@parley/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { showServerFieldError, useFieldError } from '../../lib/formErrors.ts';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import * as styles from './touchpoints.css.ts';
import { useTouchpointTitles } from './useTouchpointTitles.ts';

const fields = ['enabled', 'greeting', 'buttonLabel', 'position', 'color'] as const;

/**
 * settings/touchpoints-settings/website/{websiteType} (the company's, owner "company") or
 * profile/touchpoints-profile/website/{websiteType} (the user's own): the snippet and the settings.
 */
export function WebsiteWidgetSettings({
  websiteType,
  owner = 'company',
}: {
  websiteType: WebsiteType;
  owner?: TouchpointOwner;
}) {
  const { t } = useLingui();
  const api = useApi();
  const titles = useTouchpointTitles();
  const widget = useQuery(websiteWidgetQueryOptions(api, websiteType, owner));

  if (widget.isPending)
    return (
      <div className={styles.page} aria-busy="true">
        <Spinner aria-label={t`Loading settings…`} />
        <Skeleton width="100%" height="8rem" />
      </div>
    );
  if (widget.isError)
    return (
      <LoadError onRetry={() => void widget.refetch()}>{t`The settings could not be loaded.`}</LoadError>
    );

  const snippet = websiteWidgetSnippet({
    origin: window.location.origin,
    key: widget.data.key,
    type: websiteType,
  });
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{titles.website[websiteType]}</h2>
      <div className={styles.split}>
        <Card title={t`Settings`} headingLevel={3}>
          <WidgetForm
            owner={owner}
            key={widget.data.updatedAt ?? 'defaults'}
            websiteType={websiteType}
            defaultValues={{
              enabled: widget.data.enabled,
              greeting: widget.data.greeting,
              buttonLabel: widget.data.buttonLabel,
              position: widget.data.position === 'left' ? 'left' : 'right',
              color: widget.data.color,
            }}
          />
        </Card>
        <Card title={t`Add it to your website`} headingLevel={3}>
          <CodeSnippet
            code={snippet}
            label={t`Website snippet`}
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
  websiteType,
  defaultValues,
  owner,
}: {
  websiteType: WebsiteType;
  defaultValues: Settings;
  owner: TouchpointOwner;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const fieldError = useFieldError();
  const update = useUpdateWebsiteWidget(owner);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: websiteWidgetSettingsSchema },
    onSubmit: async ({ value, formApi }) => {
      const parsed = parseForm(websiteWidgetSettingsSchema, value);
      if (!parsed.success) return;
      setFormError(null);
      try {
        await update.mutateAsync({ websiteType, input: parsed.output });
        formApi.reset(value);
        toast.add({ tone: 'positive', title: t`Settings saved.` });
      } catch (error) {
        if (!showServerFieldError(formApi, error, fields)) setFormError(t`Changes not saved.`);
      }
    },
  });
  const isDirty = useStore(form.store, (state) => state.isDirty);
  const guard = useLeaveGuard(isDirty);

  return (
    <Form
      validationBehavior="aria"
      aria-label={t`Settings`}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {formError ? (
        <Banner tone="critical" role="alert">
          {formError}
        </Banner>
      ) : null}
      <form.Field name="enabled">
        {(field) => (
          <Switch isSelected={field.state.value} onChange={field.handleChange}>
            {t`Show on the website`}
          </Switch>
        )}
      </form.Field>
      <form.Field name="greeting">
        {(field) => {
          const error = fieldError(field.state.meta.errors);
          return (
            <TextField
              label={t`Greeting`}
              description={t`The first message a visitor sees.`}
              name="greeting"
              isRequired
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isInvalid={Boolean(error)}
              errorMessage={error}
              maxLength={800}
            />
          );
        }}
      </form.Field>
      <form.Field name="buttonLabel">
        {(field) => {
          const error = fieldError(field.state.meta.errors);
          return (
            <TextField
              label={t`Button label`}
              name="buttonLabel"
              isRequired
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isInvalid={Boolean(error)}
              errorMessage={error}
              maxLength={160}
            />
          );
        }}
      </form.Field>
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
            <div className={styles.colorRow}>
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
              <span
                className={styles.swatch}
                aria-hidden="true"
                style={{ backgroundColor: error ? 'transparent' : field.state.value }}
              />
            </div>
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
      {guard.dialog}
    </Form>
  );
}
