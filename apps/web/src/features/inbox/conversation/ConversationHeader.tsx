import { useLingui } from '@lingui/react/macro';
import { graphqlErrorInfo, useClaimOpportunity } from '@parley/api';
import { canRecordManualConsent } from '@parley/domain';
import { Badge, Button, Link, useToast } from '@parley/ui';
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

  return (
    <header className={styles.conversationHeader}>
      <h2 className={styles.conversationTitle}>{contactName(opportunity)}</h2>
      <Badge tone={opportunity.contact.consentStatus === 'ACTIVE' ? 'positive' : 'neutral'}>
        {consentLabels[opportunity.contact.consentStatus]}
      </Badge>
      {canRecordManualConsent(opportunity.contact.consentStatus, features) ? (
        <Button size="sm" variant="secondary" onPress={() => windowMessages.updateConsent('manual')}>
          {t`Record consent`}
        </Button>
      ) : null}
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
      <LabelEditor opportunityId={opportunityId} companyId={me.company.id} attached={opportunity.labels} />
      {/* A plain link: the tasks screens load only when it is followed (the inbox chunk stays small). */}
      <Link variant="standalone" href={`/tasks/mine/new?opportunityId=${encodeURIComponent(opportunityId)}`}>
        {t`Create task`}
      </Link>
      {features.appointments ? (
        <Link variant="standalone" href={`/appointments/overview?book=${encodeURIComponent(opportunityId)}`}>
          {t`Book appointment`}
        </Link>
      ) : null}
    </header>
  );
}
