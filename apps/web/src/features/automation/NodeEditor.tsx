import { useLingui } from '@lingui/react/macro';
import { type BotsQuery, botQueryOptions, useApi, useUpdateBot } from '@parley/api';
import {
  BOT_HTTP_BODY_MAX_LENGTH,
  BOT_KEYWORD_MAX_LENGTH,
  BOT_MESSAGE_MAX_LENGTH,
  BOT_NODE_NAME_MAX_LENGTH,
  BOT_TRIGGERS,
  BOT_URL_MAX_LENGTH,
  type BotNode,
  type BotNodeType,
  botNodeFormSchema,
  botNodeFormValues,
  EXPRESSION_MAX_LENGTH,
  nodeNameOf,
  withNodeForm,
} from '@parley/domain';
import { Banner, BotNodeEditor, Skeleton, useToast } from '@parley/ui';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { userTimeZone } from '../../lib/dates.ts';
import { useSchemaForm } from '../../lib/form/index.ts';
import { translateKey } from '../../lib/messages.ts';
import * as styles from './automation.css.ts';
import { flowOfBot } from './flow.ts';
import { useAutomationTexts } from './texts.ts';
import { useBotOptions } from './useBotOptions.ts';

type Bot = BotsQuery['bots'][number];

export type NodeEditorProps = { botId: string; nodeType: BotNodeType; nodeId: string; companyId: string };

/**
 * automation/bot-system/details/{botId}/{nodeType}/{id}: one node's name and its type's fields (22
 * types, each checked by the domain's botNodeFormSchema, which the server runs too). Saving stores the
 * node in the bot's flow; the flow beside it shows the change at once.
 */
export function NodeEditor({ botId, nodeType, nodeId, companyId }: NodeEditorProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const bot = useQuery(botQueryOptions(api, botId));
  if (!bot.data) return <Skeleton shape="rect" height="12rem" aria-label={t`Loading the node…`} />;
  const node = flowOfBot(bot.data).nodes.find(
    (candidate) => candidate.id === nodeId && candidate.type === nodeType,
  );
  if (!node)
    return (
      <Banner tone="warning" role="status">
        {translateKey(i18n, 'BOT_SYSTEM.NODE_NOT_FOUND')}
      </Banner>
    );
  return (
    <NodeForm key={`${node.id}:${bot.data.updatedAt}`} bot={bot.data} node={node} companyId={companyId} />
  );
}

function NodeForm({ bot, node, companyId }: { bot: Bot; node: BotNode; companyId: string }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const texts = useAutomationTexts();
  const update = useUpdateBot();
  const type = node.type;
  const schema = useMemo(() => botNodeFormSchema(type), [type]);
  const options = useBotOptions(companyId, {
    users: type === 'set-user',
    portfolio: /product|customer-type/.test(type),
    templates: type === 'send-template',
    bots: type === 'invoke-bot',
  });
  const form = useSchemaForm({
    schema,
    defaultValues: botNodeFormValues(node),
    onSubmit: (values) => update.mutateAsync({ id: bot.id, payload: { node: withNodeForm(node, values) } }),
    onSaved: () => toast.add({ tone: 'positive', title: t`Node saved.` }),
  });
  const values = useStore(form.store, (state) => state.values) as Record<string, unknown>;
  const close = () =>
    void navigate({ to: '/automation/bot-system/details/$botId', params: { botId: bot.id } });

  const text = (
    name: string,
    label: string,
    extra: { description?: string; max: number; isRequired?: boolean },
  ) => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          label={label}
          description={extra.description}
          isRequired={extra.isRequired ?? true}
          maxLength={extra.max * 4}
        />
      )}
    </form.AppField>
  );
  const area = (name: string, label: string, max: number, description?: string) => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextArea label={label} description={description} isRequired rows={4} maxLength={max} />
      )}
    </form.AppField>
  );
  const choose = (
    name: string,
    label: string,
    list: readonly { id: string; name: string }[],
    noneLabel?: string,
  ) => (
    <form.AppField name={name}>
      {(field) => (
        <field.OptionSelect
          label={label}
          options={list}
          isRequired={noneLabel === undefined}
          {...(noneLabel === undefined ? {} : { noneLabel })}
        />
      )}
    </form.AppField>
  );
  const labelKey = () =>
    text('labelKey', t`Label`, {
      max: 64,
      description: t`A new label is made when your company has none of that name.`,
    });

  const fields: Record<BotNodeType, () => ReactNode> = {
    start: () => (
      <>
        {choose(
          'trigger',
          t`Starts on`,
          BOT_TRIGGERS.map((id) => ({ id, name: texts.triggers[id] })),
        )}
        {values.trigger === 'HASHTAG'
          ? text('hashTag', t`Hashtag`, {
              max: 50,
              description: t`E.g. #offer, anywhere in a customer's message.`,
            })
          : null}
        {values.trigger === 'LABEL' ? labelKey() : null}
      </>
    ),
    end: () => null,
    'internal-note': () =>
      area('note', t`Note`, BOT_MESSAGE_MAX_LENGTH, t`Only your team sees it, on the conversation.`),
    'set-user': () => choose('userId', t`User`, options.users),
    'set-status': () =>
      choose('status', t`Status`, [
        { id: 'OPEN', name: t`Open` },
        { id: 'CLOSED', name: t`Closed` },
      ]),
    'set-visibility': () =>
      choose('visibility', t`Visibility`, [
        { id: 'POOL', name: t`Everyone (new customers)` },
        { id: 'ASSIGNED', name: t`Only its user` },
      ]),
    'send-message': () =>
      area('message', t`Message`, BOT_MESSAGE_MAX_LENGTH, t`Sent to the customer as written.`),
    'send-template': () => choose('templateId', t`Template`, options.templates),
    'http-request': () => (
      <>
        {choose('method', t`Method`, [
          { id: 'GET', name: 'GET' },
          { id: 'POST', name: 'POST' },
        ])}
        {text('url', t`Address`, {
          max: BOT_URL_MAX_LENGTH,
          description: t`Only hosts your server allows are called; never addresses of your own network.`,
        })}
        {values.method === 'POST' ? (
          <form.AppField name="body">
            {(field) => (
              <field.TextArea label={t`Body (JSON)`} rows={4} maxLength={BOT_HTTP_BODY_MAX_LENGTH} />
            )}
          </form.AppField>
        ) : null}
      </>
    ),
    script: () =>
      area(
        'expression',
        t`Condition`,
        EXPRESSION_MAX_LENGTH,
        t`True or false, e.g. contact.email contains "@" and not (opportunity.labels contains "VIP"). Values: contact.firstName, contact.lastName, contact.email, contact.phone, contact.labels, contact.consent, opportunity.status, opportunity.channel, opportunity.labels, message.body.`,
      ),
    'invoke-bot': () => {
      const target = options.bots.find((candidate) => candidate.id === values.botId);
      const targetNodes = ((target?.config.nodes ?? []) as BotNode[]).map((candidate) => ({
        id: candidate.id,
        name: nodeNameOf(candidate) ?? texts.nodeTypes[candidate.type],
      }));
      return (
        <>
          {choose(
            'botId',
            t`Bot`,
            options.bots.map(({ id, name }) => ({ id, name })),
          )}
          {choose('startNodeId', t`Start at`, targetNodes, t`Its start`)}
        </>
      );
    },
    'opt-in': () => (
      <>
        {area('question', t`Question`, BOT_MESSAGE_MAX_LENGTH)}
        {text('agreeKeyword', t`Answer that agrees`, { max: BOT_KEYWORD_MAX_LENGTH })}
        {text('declineKeyword', t`Answer that declines`, { max: BOT_KEYWORD_MAX_LENGTH })}
      </>
    ),
    pause: () => (
      <>
        {choose('pauseType', t`Pause`, [
          { id: 'DURATION', name: t`For a while` },
          { id: 'DATE', name: t`Until a date` },
        ])}
        {values.pauseType === 'DATE' ? (
          <form.AppField name="resumeDate">
            {(field) => (
              <field.DateTimeField
                label={t`Until`}
                timeLabel={t`Time`}
                timeZone={userTimeZone()}
                description={t`The flow goes on at this moment, in your time zone.`}
                isRequired
              />
            )}
          </form.AppField>
        ) : (
          text('rawDuration', t`Duration`, {
            max: 20,
            description: t`A number and a unit: 30s, 15m, 2h or 3d.`,
          })
        )}
      </>
    ),
    'set-product': () => choose('productId', t`Product`, options.products),
    'remove-product': () => choose('productId', t`Product`, options.products),
    'set-customer-type': () => choose('customerTypeId', t`Customer type`, options.customerTypes),
    'remove-customer-type': () => choose('customerTypeId', t`Customer type`, options.customerTypes),
    'set-contact-customer-type': () => choose('customerTypeId', t`Customer type`, options.customerTypes),
    'remove-contact-customer-type': () => choose('customerTypeId', t`Customer type`, options.customerTypes),
    'set-label': labelKey,
    'remove-label': labelKey,
    'set-contact-label': labelKey,
    'remove-contact-label': labelKey,
  };
  const name = nodeNameOf(node);
  // In a narrow window the editor sits below the flow: bring it into view when a node is chosen.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return (
    <BotNodeEditor
      ref={panel}
      type={type}
      typeLabel={texts.nodeTypes[type]}
      name={name}
      missingNameLabel={translateKey(i18n, 'BOT_SYSTEM.MISSING_NODE_NAME')}
      closeLabel={t`Close`}
      onClose={close}
    >
      <form.AppForm>
        <form.Shell aria-label={t`Edit node ${name ?? texts.nodeTypes[type]}`} className={styles.form}>
          {text('name', t`Name`, {
            max: BOT_NODE_NAME_MAX_LENGTH,
            isRequired: false,
            description: t`How your team finds the node in the flow.`,
          })}
          {fields[type]()}
          <div className={styles.actions}>
            <form.SubmitButton pendingLabel={t`Saving…`}>{t`Save node`}</form.SubmitButton>
          </div>
        </form.Shell>
      </form.AppForm>
    </BotNodeEditor>
  );
}
