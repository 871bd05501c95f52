import { useLingui } from '@lingui/react/macro';
import { graphqlErrorInfo, useClaimOpportunity, useUpdateConversation } from '@parley/api';
import { canRecordManualConsent, conversationRights } from '@parley/domain';
import {
  Badge,
  Button,
  CalendarIcon,
  CheckIcon,
  IconButton,
  Menu,
  MenuItem,
  MenuTrigger,
  MoreIcon,
  RefreshIcon,
  TaskIcon,
  useToast,
} from '@parley/ui';
import { memo, Suspense, useState } from 'react';
import { contactName } from '../../../lib/contactName.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { lazyWithCatalog } from '../../../lib/lazyWithCatalog.ts';
import * as styles from '../inbox.css.ts';
import type { BesideDialog } from './BesideDialogs.tsx';
import { LabelEditor } from './LabelEditor.tsx';
import type { ConversationDialog } from './lifecycle/ConversationDialogs.tsx';
import type { ConversationViewer, OpenOpportunity } from './types.ts';
import { windowMessages } from './windowMessages.ts';

// Close, snooze, hand over and share ask in a dialog, loaded when one is first opened.
const ConversationDialogs = lazyWithCatalog(() => import('./lifecycle/ConversationDialogs.tsx'));
// Booking an appointment and creating a task open over the conversation, loaded on first use.
const BesideDialogs = lazyWithCatalog(() => import('./BesideDialogs.tsx'));
// Recording consent asks where and when it was given, in the contact card's dialog.
const ConsentDialog = lazyWithCatalog(() => import('../../../lib/consent/ConsentDialog.tsx'));

type ConversationHeaderProps = { opportunity: OpenOpportunity; me: ConversationViewer };

/**
 * Who the conversation is with, their consent, and what can be done with it: take the customer from
 * the pool, accept a shared conversation, close or reopen it, hand it over, share it (or stop), record
 * consent, label it, create a task, book an appointment. Only what the user may do is offered
 * (`conversationRights`; the server checks the same).
 */
export const ConversationHeader = memo(function ConversationHeader({
  opportunity,
  me,
}: ConversationHeaderProps) {
  const { t } = useLingui();
  const toast = useToast();
  const claim = useClaimOpportunity();
  const update = useUpdateConversation();
  const [dialog, setDialog] = useState<ConversationDialog | null>(null);
  const [beside, setBeside] = useState<BesideDialog | null>(null);
  const [recordingConsent, setRecordingConsent] = useState(false);
  const opportunityId = opportunity.id;
  const rights = conversationRights(opportunity, { id: me.id, isAdmin: me.role.type === 'COMPANY_ADMIN' });
  const isClosed = opportunity.status === 'CLOSED';
  // Until when a snoozed conversation waits (closed, and open again by itself then).
  const when = opportunity.snoozedUntil ? formatDateTime(opportunity.snoozedUntil) : null;
  const name = contactName(opportunity);
  const change = (input: Parameters<typeof update.mutate>[0]['input'], done: string) =>
    update.mutate(
      { id: opportunityId, input },
      {
        onSuccess: () => toast.add({ tone: 'positive', title: done }),
        onError: () => toast.add({ tone: 'critical', title: t`Operation failed` }),
      },
    );
  const features = me.company.brand.features;
  const isPool = !opportunity.userId;
  const isSharedWithMe = opportunity.sharedToUserId === me.id && opportunity.userId !== me.id;
  const consentLabels = {
    ACTIVE: t`Consent given`,
    DISABLED: t`Consent revoked`,
    UNKNOWN: t`Consent unknown`,
  };

  const handleClaim = () =>
    claim.mutate(opportunityId, {
      // Settled once the refreshed opportunity has unlocked the composer.
      onSuccess: () => toast.add({ tone: 'positive', title: t`The conversation is yours now.` }),
      onError: (error) =>
        toast.add({
          tone: 'critical',
          title:
            graphqlErrorInfo(error)?.code === 'ALREADY_CLAIMED'
              ? t`Another user took this customer first.`
              : t`Operation failed`,
        }),
    });

  const canRecordConsent = canRecordManualConsent(opportunity.contact.consentStatus, features);
  return (
    <header className={styles.conversationHeader}>
      <div className={styles.conversationHeadline}>
        <h2 className={styles.conversationTitle} title={name}>
          {name}
        </h2>
        {when && isClosed ? (
          <Badge tone="neutral">{t`Snoozed until ${when}`}</Badge>
        ) : isClosed ? (
          <Badge tone="neutral">{t`Closed`}</Badge>
        ) : null}
        <Badge tone={opportunity.contact.consentStatus === 'ACTIVE' ? 'positive' : 'neutral'}>
          {consentLabels[opportunity.contact.consentStatus]}
        </Badge>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of actions, not of form fields (no fieldset). */}
        <div className={styles.conversationActions} role="group" aria-label={t`Conversation actions`}>
          {isPool ? (
            <Button size="sm" onPress={handleClaim}>
              {t`Take this customer`}
            </Button>
          ) : null}
          {isSharedWithMe ? (
            <Button size="sm" onPress={() => windowMessages.acceptShared()}>
              {t`Accept conversation`}
            </Button>
          ) : null}
          {/* Both open in a dialog over the conversation, loaded on first use (the inbox chunk stays small). */}
          {features.appointments ? (
            <Button
              size="sm"
              variant="secondary"
              className={styles.action}
              icon={<CalendarIcon size="sm" />}
              onPress={() => setBeside('appointment')}
            >
              <span className={styles.actionLabel}>{t`Book appointment`}</span>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            className={styles.action}
            icon={<TaskIcon size="sm" />}
            onPress={() => setBeside('task')}
          >
            <span className={styles.actionLabel}>{t`Create task`}</span>
          </Button>
          {rights.reopen ? (
            <Button
              size="sm"
              variant="secondary"
              className={styles.action}
              icon={<RefreshIcon size="sm" />}
              onPress={() => change({ status: 'OPEN' }, t`The conversation is open again.`)}
            >
              <span className={styles.actionLabel}>{t`Reopen`}</span>
            </Button>
          ) : null}
          {rights.close ? (
            <Button
              size="sm"
              variant="secondary"
              className={`${styles.action} ${styles.menuAlsoAction}`}
              icon={<CheckIcon size="sm" />}
              onPress={() => setDialog('close')}
            >
              <span className={styles.actionLabel}>{t`Close`}</span>
            </Button>
          ) : null}
          {
            <MenuTrigger>
              <IconButton
                size="sm"
                variant="secondary"
                label={t`More actions`}
                icon={<MoreIcon size="sm" />}
              />
              <Menu
                aria-label={t`More actions`}
                onAction={(key) => {
                  if (key === 'record-consent') setRecordingConsent(true);
                  else if (key === 'stop-sharing')
                    change({ sharedToUserId: null }, t`The conversation is no longer shared.`);
                  else setDialog(key as ConversationDialog);
                }}
              >
                {rights.close ? <MenuItem id="close">{t`Close conversation…`}</MenuItem> : null}
                {rights.close ? <MenuItem id="snooze">{t`Snooze…`}</MenuItem> : null}
                {rights.handOver ? <MenuItem id="handOver">{t`Hand over…`}</MenuItem> : null}
                {rights.share ? <MenuItem id="share">{t`Share…`}</MenuItem> : null}
                {rights.stopSharing ? <MenuItem id="stop-sharing">{t`Stop sharing`}</MenuItem> : null}
                {canRecordConsent ? <MenuItem id="record-consent">{t`Record consent…`}</MenuItem> : null}
                <MenuItem id="note">{t`Add internal note…`}</MenuItem>
              </Menu>
            </MenuTrigger>
          }
        </div>
      </div>
      <LabelEditor opportunityId={opportunityId} companyId={me.company.id} attached={opportunity.labels} />
      {dialog ? (
        <Suspense fallback={null}>
          <ConversationDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            opportunityId={opportunityId}
            customerName={name}
            meId={me.id}
            userId={opportunity.userId ?? null}
            sharedToUserId={opportunity.sharedToUserId ?? null}
            canReturnToPool={rights.returnToPool}
          />
        </Suspense>
      ) : null}
      {recordingConsent ? (
        <Suspense fallback={null}>
          <ConsentDialog
            kind="record"
            contactId={opportunity.contact.id}
            customerName={name}
            onClose={() => setRecordingConsent(false)}
          />
        </Suspense>
      ) : null}
      {beside ? (
        <Suspense fallback={null}>
          <BesideDialogs
            dialog={beside}
            opportunityId={opportunityId}
            contactId={opportunity.contact.id}
            customerName={name}
            onClose={() => setBeside(null)}
          />
        </Suspense>
      ) : null}
    </header>
  );
});
