import { useLingui } from '@lingui/react/macro';
import { type TouchpointOwner, useApi, useUpdateWebsiteWidget, websiteWidgetQueryOptions } from '@parley/api';
import {
  type WebsiteWidgetSettings as Settings,
  UNTRIMMED_FACTOR,
  type WebsiteType,
  WIDGET_BUTTON_LABEL_MAX_LENGTH,
  WIDGET_GREETING_MAX_LENGTH,
  websiteWidgetSettingsSchema,
  websiteWidgetSnippet,
} from '@parley/domain';
import { Card, Skeleton, Spinner, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/LoadError.tsx';
import { useSchemaForm } from '../../lib/form/index.ts';
import {
  WidgetButtonLabelField,
  WidgetColorField,
  WidgetPositionField,
  WidgetSnippetCard,
} from '../../lib/widgetFields.tsx';
import * as styles from './touchpoints.css.ts';
import { useTouchpointTitles } from './useTouchpointTitles.ts';

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
        <WidgetSnippetCard code={snippet} label={t`Website snippet`} />
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
  const update = useUpdateWebsiteWidget(owner);
  const form = useSchemaForm({
    schema: websiteWidgetSettingsSchema,
    defaultValues,
    onSubmit: (input) => update.mutateAsync({ websiteType, input }),
    onSaved: () => toast.add({ tone: 'positive', title: t`Settings saved.` }),
  });

  return (
    <form.AppForm>
      <form.Shell aria-label={t`Settings`} className={styles.form}>
        <form.AppField name="enabled">
          {(field) => <field.Switch>{t`Show on the website`}</field.Switch>}
        </form.AppField>
        <form.AppField name="greeting">
          {(field) => (
            <field.TextField
              label={t`Greeting`}
              description={t`The first message a visitor sees.`}
              isRequired
              maxLength={WIDGET_GREETING_MAX_LENGTH * UNTRIMMED_FACTOR}
            />
          )}
        </form.AppField>
        <form.AppField name="buttonLabel">
          {(field) => (
            <WidgetButtonLabelField
              field={field}
              maxLength={WIDGET_BUTTON_LABEL_MAX_LENGTH * UNTRIMMED_FACTOR}
            />
          )}
        </form.AppField>
        <form.AppField name="position">{(field) => <WidgetPositionField field={field} />}</form.AppField>
        <form.AppField name="color">
          {(field) => (
            <div className={styles.colorRow}>
              <WidgetColorField field={field} />
              <span
                className={styles.swatch}
                aria-hidden="true"
                style={{
                  backgroundColor: field.state.meta.errors.length > 0 ? 'transparent' : field.state.value,
                }}
              />
            </div>
          )}
        </form.AppField>
        <div className={styles.actions}>
          <form.SubmitButton pendingLabel={t`Saving…`}>{t`Save`}</form.SubmitButton>
        </div>
      </form.Shell>
    </form.AppForm>
  );
}
