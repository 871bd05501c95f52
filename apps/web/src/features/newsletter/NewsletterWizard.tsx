import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  brandQueryOptions,
  type CreateNewsletterMutation,
  companyLabelsQueryOptions,
  companyPortfolioQueryOptions,
  contactTypesQueryOptions,
  creditsQueryOptions,
  type RestOdTemplate,
  settingsTeamsQueryOptions,
  templatesQueryOptions,
  useApi,
  useCreateNewsletter,
} from '@parley/api';
import {
  canAffordSend,
  type NewsletterWizardValues,
  newsletterWizardSchema,
  subjectRequired,
  templateAvailability,
  templatePlaceholders,
} from '@parley/domain';
import {
  Banner,
  Button,
  Dialog,
  Checkbox as KitCheckbox,
  LinkButton,
  Modal,
  Radio,
  Skeleton,
  Wizard,
} from '@parley/ui';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { useChannelNames } from '../../lib/channelNames.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useSchemaForm } from '../../lib/form/index.ts';
import { translateKey } from '../../lib/messages.ts';
import { CreditsPanel } from './CreditsPanel.tsx';
import * as styles from './newsletter.css.ts';
import { TemplateView } from './TemplateView.tsx';
import { useNewsletterTexts } from './texts.ts';
import { type AudienceSchedule, useAudienceSchedule } from './useAudienceSchedule.ts';
import { useNewsletterChannels } from './useNewsletterChannels.ts';

export type NewsletterWizardProps = {
  companyId: string;
  brandId: string;
  /** A template chosen on the overview: the wizard opens at the recipients. */
  templateId?: string | undefined;
  channelId?: string | undefined;
};

type Created = CreateNewsletterMutation['createNewsletter'];

/**
 * The newsletter wizard (spec 2, 4, 5): 0 template, 1 recipients, 2 review and send, 3 done. One form
 * holds every step's fields; step 2 opens only with recipients, step 3 only by sending.
 */
export function NewsletterWizard(props: NewsletterWizardProps) {
  const { t } = useLingui();
  const api = useApi();
  const {
    channels,
    isPending: channelsPending,
    isError: channelsFailed,
  } = useNewsletterChannels(props.companyId);
  const templates = useQuery(templatesQueryOptions(api, null));
  const brand = useQuery(brandQueryOptions(api, props.brandId));
  if (channelsFailed || templates.isError || brand.isError)
    return (
      <LoadError
        onRetry={() => {
          void templates.refetch();
          void brand.refetch();
        }}
      >
        {t`The newsletter could not be prepared.`}
      </LoadError>
    );
  if (channelsPending || !templates.data || !brand.data) return <Skeleton width="100%" height="24rem" />;
  if (channels.length === 0)
    return (
      <p
        className={styles.warning}
      >{t`Add a WhatsApp or email channel in the settings to send newsletters.`}</p>
    );
  const consent = brand.data.newsletterConsentConfig;
  return (
    <WizardForm
      {...props}
      channels={channels}
      templates={templates.data}
      consent={
        consent?.header && consent.agreeLabel
          ? { header: consent.header, agreeLabel: consent.agreeLabel }
          : null
      }
    />
  );
}

function WizardForm({
  companyId,
  templateId: chosenTemplate,
  channelId: chosenChannel,
  channels,
  templates,
  consent,
}: NewsletterWizardProps & {
  channels: ReturnType<typeof useNewsletterChannels>['channels'];
  templates: RestOdTemplate[];
  consent: { header: string; agreeLabel: string } | null;
}) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const texts = useNewsletterTexts();
  const channelName = useChannelNames();
  const create = useCreateNewsletter();
  const [created, setCreated] = useState<Created | null>(null);
  const [isConsentOpen, setConsentOpen] = useState(false);
  const firstChannel = channels.find((item) => item.id === chosenChannel) ?? channels[0];
  const preset = templates.find((item) => item.id === chosenTemplate);
  const [step, setStep] = useState(preset ? 1 : 0);

  const defaultValues: NewsletterWizardValues = {
    channelId: firstChannel?.id ?? '',
    templateId: preset?.id ?? '',
    contactTypeId: null,
    productId: null,
    ids: [],
    teamIds: [],
    name: '',
    subject: '',
    variables: {},
    consentGiven: false,
  };
  // The rules that depend on what was chosen: refreshed as the choice changes (see below).
  const [rules, setRules] = useState({ subjectRequired: false, consentRequired: consent !== null });
  const schema = useMemo(() => newsletterWizardSchema(rules), [rules]);
  const form = useSchemaForm({
    schema,
    defaultValues,
    failure: { messageKey: 'FORM_ERRORS.GENERAL' },
    showServerMessage: true,
    onSubmit: async (values) => {
      // Enter in a field of an earlier step goes on to the next step rather than sending.
      if (step < 2) return { advanced: true as const };
      const result = await create.mutateAsync({
        channelId: values.channelId,
        templateId: values.templateId,
        contactTypeId: values.contactTypeId,
        productId: values.productId || null,
        ids: values.ids,
        teamIds: values.teamIds,
        name: values.name,
        subject: values.subject,
        userInput: { variables: values.variables, headerAttachment: null },
        consentGiven: values.consentGiven,
        type: 'now',
      });
      return { advanced: false as const, result };
    },
    onSaved: (outcome) => {
      if (outcome.advanced) {
        if (step === 0 && canLeaveTemplate) setStep(1);
        else if (step === 1 && recipients > 0) setStep(2);
        return;
      }
      setConsentOpen(false);
      setCreated(outcome.result);
      setStep(3);
    },
  });

  const values = useStore(form.store, (state) => state.values);
  const channel = channels.find((item) => item.id === values.channelId) ?? firstChannel;
  const template = templates.find((item) => item.id === values.templateId) ?? null;
  const availability = template
    ? templateAvailability(
        { name: template.metadata.name, syncStatuses: template.syncStatuses },
        channel?.id ?? null,
      )
    : null;
  const canLeaveTemplate = Boolean(template && availability?.available);
  const needsSubject = Boolean(channel && template && subjectRequired(channel.channelType, template));
  if (needsSubject !== rules.subjectRequired) setRules({ ...rules, subjectRequired: needsSubject });

  const schedule = useAudienceSchedule(values, step >= 1 && canLeaveTemplate);
  const recipients = schedule.data?.totalRecipientCount ?? 0;
  const placeholders = template ? templatePlaceholders(template.body) : [];
  const contactTypes = useQuery({ ...contactTypesQueryOptions(api), enabled: step >= 1 });
  const portfolio = useQuery({ ...companyPortfolioQueryOptions(api), enabled: step >= 1 });
  const labels = useQuery({ ...companyLabelsQueryOptions(api, companyId), enabled: step >= 1 });
  const teams = useQuery({ ...settingsTeamsQueryOptions(api), enabled: step >= 1 });
  const credits = useQuery({ ...creditsQueryOptions(api), enabled: step >= 2 });
  const costPerConversation = credits.data?.currentCostPerConversation ?? 0;
  // Spec 5: the remaining credit after this send must stay positive.
  const affordable = credits.data ? canAffordSend(credits.data.balance, recipients) : false;

  const steps = [
    { id: 'template', label: t`Template` },
    { id: 'recipients', label: t`Recipients`, isReachable: canLeaveTemplate && step !== 3 },
    {
      id: 'review',
      label: t`Review and send`,
      isReachable: canLeaveTemplate && recipients > 0 && step !== 3,
    },
    { id: 'done', label: t`Done`, isReachable: false },
  ];

  const send = async () => {
    if (consent && !form.state.values.consentGiven) {
      setConsentOpen(true);
      return;
    }
    await form.handleSubmit();
  };

  return (
    <form.AppForm>
      <form.Shell aria-label={t`New newsletter`} guardLeave={step < 3} className={styles.fields}>
        <Wizard
          steps={steps}
          currentStep={step}
          onStepChange={(index) => {
            if (index < step || steps[index]?.isReachable) setStep(index);
          }}
          canGoNext={
            step === 0
              ? canLeaveTemplate
              : step === 1
                ? recipients > 0 && !schedule.isFetching
                : affordable && recipients > 0
          }
          submitStep={2}
          onSubmit={() => void send()}
          isSubmitting={create.isPending}
          hideFooter={step === 3}
          backLabel={t`Back`}
          nextLabel={t`Next`}
          submitLabel={t`Send newsletter`}
          submittingLabel={t`Sending`}
          stepsLabel={t`Steps`}
          completedLabel={t`completed`}
        >
          {step === 0 ? (
            <div className={styles.stepColumns}>
              <div className={styles.stepFields}>
                <form.AppField name="channelId">
                  {(field) => (
                    <field.OptionSelect
                      label={t`Send on`}
                      isRequired
                      options={channels.map((item) => ({
                        id: item.id,
                        name: `${channelName(item.channelType)} · ${item.value}`,
                      }))}
                    />
                  )}
                </form.AppField>
                <form.AppField name="templateId">
                  {(field) => (
                    <field.RadioGroup label={t`Template`} isRequired>
                      {templates.map((item) => {
                        const itemAvailability = templateAvailability(
                          { name: item.metadata.name, syncStatuses: item.syncStatuses },
                          channel?.id ?? null,
                        );
                        const reason = texts.unavailable(itemAvailability);
                        return (
                          <Radio key={item.id} value={item.id} isDisabled={!itemAvailability.available}>
                            {reason ? `${item.metadata.title} (${reason})` : item.metadata.title}
                          </Radio>
                        );
                      })}
                    </field.RadioGroup>
                  )}
                </form.AppField>
              </div>
              {template ? (
                <TemplateView template={template} availability={availability} withDescription />
              ) : (
                <p className={styles.warning}>{t`Choose a template to see it here.`}</p>
              )}
            </div>
          ) : null}

          {step === 1 && template ? (
            <div className={styles.stepColumns}>
              <div className={styles.stepFields}>
                <div className={styles.filters}>
                  <form.AppField name="contactTypeId">
                    {(field) => (
                      <field.OptionSelect
                        label={t`Contact type`}
                        noneLabel={t`All contact types`}
                        noneValue={null}
                        options={(contactTypes.data ?? []).map((type) => ({ id: type, name: type }))}
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="productId">
                    {(field) => (
                      <field.OptionSelect
                        label={t`Product`}
                        noneLabel={t`All products`}
                        noneValue={null}
                        options={(portfolio.data?.products ?? []).filter((product) => product.active)}
                      />
                    )}
                  </form.AppField>
                </div>
                {labels.data?.length ? (
                  <form.AppField name="ids">
                    {(field) => (
                      <field.CheckboxGroup
                        label={t`Labels`}
                        description={t`Contacts with any of these labels. None chosen: every contact.`}
                        orientation="horizontal"
                      >
                        {labels.data.map((label) => (
                          <KitCheckbox key={label.id} value={label.id}>
                            {label.key}
                          </KitCheckbox>
                        ))}
                      </field.CheckboxGroup>
                    )}
                  </form.AppField>
                ) : null}
                {teams.data?.length ? (
                  <form.AppField name="teamIds">
                    {(field) => (
                      <field.CheckboxGroup
                        label={t`Teams`}
                        description={t`Contacts looked after by a member of these teams. None chosen: every team.`}
                        orientation="horizontal"
                      >
                        {teams.data.map((team) => (
                          <KitCheckbox key={team.id} value={team.id}>
                            {team.name}
                          </KitCheckbox>
                        ))}
                      </field.CheckboxGroup>
                    )}
                  </form.AppField>
                ) : null}
                {placeholders.length ? (
                  <fieldset className={styles.fields} style={{ border: 0, padding: 0, margin: 0 }}>
                    <legend className={styles.heading}>{t`Fill in the template`}</legend>
                    {placeholders.map((name) => (
                      <form.AppField key={name} name={`variables.${name}`}>
                        {(field) => (
                          <field.TextField label={t`Value for placeholder ${name}`} maxLength={200} />
                        )}
                      </form.AppField>
                    ))}
                  </fieldset>
                ) : null}
                <form.AppField name="name">
                  {(field) => (
                    <field.TextField
                      label={t`Name of the newsletter`}
                      description={t`Only you and your colleagues see it. Empty: the template's title.`}
                      maxLength={120}
                    />
                  )}
                </form.AppField>
              </div>
              <div className={styles.side}>
                <AudienceCount schedule={schedule} />
                <TemplateView template={template} variables={values.variables} />
              </div>
            </div>
          ) : null}

          {step === 2 && template ? (
            <div className={styles.stepColumns}>
              <div className={styles.fields}>
                <AudienceCount schedule={schedule} />
                <Schedule schedule={schedule} />
                {needsSubject ? (
                  <form.AppField name="subject">
                    {(field) => (
                      <field.TextField
                        label={t`Subject`}
                        description={t`The email's subject line; needed because the template sends a file.`}
                        isRequired
                        maxLength={200}
                      />
                    )}
                  </form.AppField>
                ) : null}
                <p className={styles.price}>
                  {t`This send costs ${texts.euro(recipients * costPerConversation)} (${plural(recipients, { one: '# conversation', other: '# conversations' })} × ${texts.euro(costPerConversation)}).`}
                </p>
                <CreditsPanel
                  cost={recipients}
                  insufficientMessage={translateKey(i18n, 'NEWSLETTER.ERROR_TEXT2')}
                />
                {!affordable ? (
                  <Banner tone="critical">
                    {translateKey(i18n, 'NEWSLETTER.CONVERSATIONS_AMOUNT_FAIL')}
                  </Banner>
                ) : null}
              </div>
              <TemplateView template={template} variables={values.variables} />
            </div>
          ) : null}

          {step === 3 && created ? (
            <div className={styles.fields} role="status">
              <h2 className={styles.heading}>{t`Your newsletter is on its way`}</h2>
              <p className={styles.intro}>
                {t`${plural(created.totalRecipientCount, { one: '# contact will receive it', other: '# contacts will receive it' })}, ${plural(created.schedule.length, { one: 'in # dispatch', other: 'in # dispatches' })}.`}
              </p>
              <div className={styles.actions}>
                <LinkButton href="/newsletter/in-progress" variant="primary">
                  {t`Follow it in progress`}
                </LinkButton>
                <LinkButton href="/newsletter/overview" variant="secondary">
                  {t`Back to the overview`}
                </LinkButton>
              </div>
            </div>
          ) : null}
        </Wizard>
        {consent ? (
          <Modal
            size="sm"
            isOpen={isConsentOpen}
            onOpenChange={(open) => {
              if (!open && !create.isPending) setConsentOpen(false);
            }}
          >
            <Dialog title={consent.header} closeLabel={t`Close`}>
              <div className={styles.dialogForm}>
                <form.AppField name="consentGiven">
                  {(field) => <field.Checkbox isRequired>{consent.agreeLabel}</field.Checkbox>}
                </form.AppField>
                <div className={styles.actions}>
                  <ConsentSend isPending={create.isPending} onSend={() => void form.handleSubmit()} />
                </div>
              </div>
            </Dialog>
          </Modal>
        ) : null}
      </form.Shell>
    </form.AppForm>
  );
}

function ConsentSend({ isPending, onSend }: { isPending: boolean; onSend: () => void }) {
  const { t } = useLingui();
  return (
    <Button variant="primary" isPending={isPending} onPress={onSend}>
      {t`Send newsletter`}
    </Button>
  );
}

/** How many of the audience receive it, and who is left out and why. */
function AudienceCount({ schedule }: { schedule: AudienceSchedule }) {
  const { t, i18n } = useLingui();
  const texts = useNewsletterTexts();
  if (schedule.isError)
    return (
      <Banner tone="critical">{translateKey(i18n, 'NEWSLETTER.ERROR_LOADING_DISPATCH_SCHEDULE')}</Banner>
    );
  if (!schedule.data) return <Skeleton width="100%" height="4rem" />;
  const { totalRecipientCount, skippedNoConsent, skippedNoAddress } = schedule.data;
  return (
    <div className={styles.fields} aria-live="polite">
      <p className={styles.count}>
        {t`${plural(totalRecipientCount, { one: '# contact will receive it', other: '# contacts will receive it' })}`}
      </p>
      {skippedNoConsent > 0 ? (
        <p className={styles.warning}>
          {t`${texts.number(skippedNoConsent)} without consent will not receive it.`}
        </p>
      ) : null}
      {skippedNoAddress > 0 ? (
        <p className={styles.warning}>
          {t`${texts.number(skippedNoAddress)} cannot be reached on this channel.`}
        </p>
      ) : null}
    </div>
  );
}

/** The dispatches it goes out in (spec 8: its load error and its empty state). */
function Schedule({ schedule }: { schedule: AudienceSchedule }) {
  const { t, i18n } = useLingui();
  if (schedule.isError)
    return (
      <Banner tone="critical">{translateKey(i18n, 'NEWSLETTER.ERROR_LOADING_DISPATCH_SCHEDULE')}</Banner>
    );
  if (!schedule.data) return <Skeleton width="100%" height="4rem" />;
  if (schedule.data.schedule.length === 0)
    return <p className={styles.warning}>{translateKey(i18n, 'NEWSLETTER.NO_SCHEDULED_DISPATCHES')}</p>;
  return (
    <section className={styles.fields} aria-labelledby="newsletter-schedule-heading">
      <h2 id="newsletter-schedule-heading" className={styles.heading}>
        {t`Dispatch schedule`}
      </h2>
      <ol className={styles.fields} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {schedule.data.schedule.map((dispatch) => (
          <li key={dispatch.sendAt}>
            {t`${formatDateTime(dispatch.sendAt)}: ${plural(dispatch.recipientCount, { one: '# recipient', other: '# recipients' })}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
