import { useLingui } from '@lingui/react/macro';
import type { AutoresponderGroup, AutoresponderType, BotNodeType, BotTrigger } from '@parley/domain';
import { useMemo } from 'react';
import { registerKeyedMessages } from '../../lib/messages.ts';
import { automationMessages } from './messages.ts';

// A call, not a bare import: the bundler drops imports kept only for their side effects.
registerKeyedMessages(automationMessages);

/** What automation's screens call things, in the user's language. */
export function useAutomationTexts() {
  const { t } = useLingui();
  return useMemo(() => {
    const nodeTypes: Record<BotNodeType, string> = {
      start: t`Start`,
      end: t`End`,
      'internal-note': t`Internal note`,
      'set-user': t`Set user`,
      'set-status': t`Set status`,
      'set-visibility': t`Set visibility`,
      'send-message': t`Send message`,
      'send-template': t`Send template`,
      'http-request': t`HTTP request`,
      script: t`Condition`,
      'invoke-bot': t`Invoke bot`,
      'opt-in': t`Ask for consent`,
      pause: t`Pause`,
      'set-product': t`Set product`,
      'remove-product': t`Remove product`,
      'set-customer-type': t`Set customer type`,
      'remove-customer-type': t`Remove customer type`,
      'set-contact-customer-type': t`Set contact's customer type`,
      'remove-contact-customer-type': t`Remove contact's customer type`,
      'set-label': t`Set label`,
      'remove-label': t`Remove label`,
      'set-contact-label': t`Set contact label`,
      'remove-contact-label': t`Remove contact label`,
    };
    const triggers: Record<BotTrigger, string> = {
      FIRST_MESSAGE: t`First message of a conversation`,
      HASHTAG: t`Hashtag in a message`,
      LABEL: t`Label on the conversation`,
      EVERY_MESSAGE: t`Every message`,
    };
    const groups: Record<AutoresponderGroup, { title: string; description: string }> = {
      incoming: {
        title: t`Incoming messages`,
        description: t`Answer a customer's message at once. Outside opening hours the out-of-office reply goes instead of the others.`,
      },
      user: {
        title: t`Triggered by user`,
        description: t`Sent when someone of your team takes or closes a conversation.`,
      },
      optIn: {
        title: t`Opt-in`,
        description: t`Ask for a customer's consent to receive news, and confirm their answer.`,
      },
    };
    const responders: Record<AutoresponderType, { name: string; description: string }> = {
      WELCOME: { name: t`Welcome`, description: t`Answers the first message of a new conversation.` },
      OUT_OF_OFFICE: {
        name: t`Out of office`,
        description: t`Answers outside the opening hours of the conversation's team.`,
      },
      ABSENCE: { name: t`Absence`, description: t`Answers while the responsible user is absent.` },
      CONVERSATION_CLAIMED: {
        name: t`Conversation taken`,
        description: t`Sent when a user takes a new customer's conversation.`,
      },
      CONVERSATION_CLOSED: {
        name: t`Conversation closed`,
        description: t`Sent when a user closes a conversation.`,
      },
      OPT_IN_CONFIRMED: {
        name: t`Consent confirmation`,
        description: t`Thanks the customer after they gave their consent.`,
      },
      OPT_IN_REVOKED: {
        name: t`Revoke confirmation`,
        description: t`Confirms that a customer revoked their consent. Always sent.`,
      },
    };
    return { nodeTypes, triggers, groups, responders };
  }, [t]);
}
