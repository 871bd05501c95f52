import { useLingui } from '@lingui/react/macro';
import { graphqlErrorInfo, useClaimOpportunity } from '@parley/api';
import { canRecordManualConsent } from '@parley/domain';
import {
  Badge,
  Button,
  CalendarIcon,
  IconButton,
  LinkButton,
  Menu,
  MenuItem,
  MenuTrigger,
  MoreIcon,
  TaskIcon,
  useToast,
} from '@parley/ui';
import { contactName } from '../../../lib/contactName.ts';
import * as styles from '../inbox.css.ts';
import { LabelEditor } from './LabelEditor.tsx';
import type { ConversationViewer, OpenOpportunity } from './types.ts';
import { windowMessages } from './windowMessages.ts';

type ConversationHeaderProps = { opportunity: OpenOpportunity; me: ConversationViewer };

/**
 * Who the conversation is with, their consent, and what can be done with it: take the customer from
 * the pool, accept a shared conversation, record consent, label it, create a task, book an appointment.
 */
export function ConversationHeader({ opportunity, me }: ConversationHeaderProps) {
  const { t } = useLingui();
  const toast = useToast();
  const claim = useClaimOpportunity();
  const opportunityId = opportunity.id;
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
        <h2 className={styles.conversationTitle} title={contactName(opportunity)}>
          {contactName(opportunity)}
        </h2>
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
          {/* Links: the tasks and appointments screens load only when one is followed (the inbox chunk stays small). */}
          {features.appointments ? (
            <LinkButton
              size="sm"
              className={styles.action}
              icon={<CalendarIcon size="sm" />}
              href={`/appointments/overview?book=${encodeURIComponent(opportunityId)}`}
            >
              <span className={styles.actionLabel}>{t`Book appointment`}</span>
            </LinkButton>
          ) : null}
          <LinkButton
            size="sm"
            className={styles.action}
            icon={<TaskIcon size="sm" />}
            href={`/tasks/mine/new?opportunityId=${encodeURIComponent(opportunityId)}`}
          >
            <span className={styles.actionLabel}>{t`Create task`}</span>
          </LinkButton>
          {canRecordConsent ? (
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
                  if (key === 'record-consent') windowMessages.updateConsent('manual');
                }}
              >
                <MenuItem id="record-consent">{t`Record consent`}</MenuItem>
              </Menu>
            </MenuTrigger>
          ) : null}
        </div>
      </div>
      <LabelEditor opportunityId={opportunityId} companyId={me.company.id} attached={opportunity.labels} />
    </header>
  );
}
