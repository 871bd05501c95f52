import { useLingui } from '@lingui/react/macro';
import { conversationTemplateOfferQueryOptions, useApi, useSendTemplateMessage } from '@parley/api';
import { templateSendFormSchema } from '@parley/domain';
import { Banner, Skeleton, TemplatePreview } from '@parley/ui';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/LoadError.tsx';
import { useSchemaForm } from '../../../lib/form/index.ts';
import { insufficientCreditMessage } from '../../newsletter/index.ts';
import * as styles from './templateSender.css.ts';

/**
 * Outside WhatsApp's 24-hour window (issue 32): the approved templates instead of free text, with the
 * values of their placeholders, a preview, and what the send costs (it starts a paid conversation).
 * The typed draft stays in the composer below for when the customer answers.
 */
export function TemplateSender({ opportunityId }: { opportunityId: string }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const offer = useQuery(conversationTemplateOfferQueryOptions(api, opportunityId));
  const send = useSendTemplateMessage(opportunityId);
  const form = useSchemaForm({
    schema: templateSendFormSchema,
    defaultValues: { templateId: '', variables: {} as Record<string, string> },
    resetTo: 'defaults',
    showServerMessage: true,
    serverFields: { credits: 'templateId' },
    onSubmit: (values) =>
      send.mutateAsync({
        clientId: crypto.randomUUID(),
        templateId: values.templateId,
        variables: values.variables,
      }),
  });
  const values = useStore(form.store, (state) => state.values);
  if (offer.isError)
    return (
      <LoadError onRetry={() => void offer.refetch()}>{t`The templates could not be loaded.`}</LoadError>
    );
  if (!offer.data) return <Skeleton width="100%" height="6rem" />;
  const { templates, price, sufficient } = offer.data;
  const template = templates.find((item) => item.id === values.templateId);
  const euro = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'EUR' }).format(price);
  return (
    <section className={styles.templateSender} aria-labelledby="template-sender-heading">
      <h2 id="template-sender-heading" className={styles.heading}>
        {t`The customer last wrote more than 24 hours ago: WhatsApp allows only an approved template now.`}
      </h2>
      {templates.length === 0 ? (
        <Banner tone="critical">{t`No approved template is available. Ask an admin to add one.`}</Banner>
      ) : (
        <form.AppForm>
          <form.Shell aria-label={t`Send a template`} guardLeave={false} className={styles.form}>
            <form.AppField name="templateId">
              {(field) => (
                <field.OptionSelect
                  label={t`Template`}
                  isRequired
                  options={templates.map((item) => ({ id: item.id, name: item.title }))}
                />
              )}
            </form.AppField>
            {template?.placeholders.map((name) => (
              <form.AppField key={name} name={`variables.${name}`}>
                {(field) => <field.TextField label={t`Value for placeholder ${name}`} maxLength={200} />}
              </form.AppField>
            ))}
            {template ? (
              <TemplatePreview
                title={template.title}
                header={textHeader(template.header)}
                body={template.body}
                variables={values.variables}
                footer={template.footer ?? undefined}
                label={t`Preview of ${template.title}`}
                unfilledLabel={t`Not filled in yet`}
              />
            ) : null}
            <p className={styles.cost}>
              {price > 0
                ? t`Sending it starts a paid conversation: ${euro}.`
                : t`Within the 24-hour window a template costs nothing.`}
            </p>
            {sufficient ? null : <p className={styles.error}>{i18n._(insufficientCreditMessage)}</p>}
            <div>
              <form.SubmitButton isDisabled={!sufficient}>{t`Send template`}</form.SubmitButton>
            </div>
          </form.Shell>
        </form.AppForm>
      )}
    </section>
  );
}

/** The header the preview shows: a text header (media headers are the provider's to fetch). */
function textHeader(header: unknown): { type: 'text'; text: string } | undefined {
  const value = header as { type?: string; text?: string } | null;
  return value?.type === 'text' && value.text ? { type: 'text', text: value.text } : undefined;
}
