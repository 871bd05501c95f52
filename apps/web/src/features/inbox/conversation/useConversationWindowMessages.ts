import { useLingui } from '@lingui/react/macro';
import { useAcceptSharedOpportunity, useSetConsent } from '@parley/api';
import { type ThreadHandle, useToast } from '@parley/ui';
import type { RefObject } from 'react';
import { useConsentToasts } from '../../../lib/useConsentToasts.ts';
import type { ConversationViewer, OpenOpportunity } from './types.ts';
import { useWindowMessages } from './windowMessages.ts';

/**
 * The conversation's answers to spec 7's window messages: accepting a shared opportunity, a consent
 * button, scrolling to the newest message.
 */
export function useConversationWindowMessages(
  opportunityId: string,
  opportunity: OpenOpportunity | undefined,
  me: ConversationViewer,
  threadRef: RefObject<ThreadHandle | null>,
) {
  const { t } = useLingui();
  const toast = useToast();
  const consentToasts = useConsentToasts();
  const acceptShared = useAcceptSharedOpportunity();
  const setConsent = useSetConsent();
  useWindowMessages({
    onAcceptShared() {
      acceptShared.mutate(opportunityId, {
        onSuccess: () => toast.add({ tone: 'positive', title: t`You accepted the conversation.` }),
        onError: () => toast.add({ tone: 'critical', title: t`Operation failed` }),
      });
    },
    onUpdateConsent() {
      // The brand may not accept manual opt-ins (disableManualOptinGiven): the server would refuse it.
      if (!opportunity || me.company.brand.features.disableManualOptinGiven) return;
      setConsent.mutate({ contactIds: [opportunity.contact.id], type: 'MANUAL' }, consentToasts);
    },
    onScrollBottom: () => threadRef.current?.scrollToBottom(),
  });
}
