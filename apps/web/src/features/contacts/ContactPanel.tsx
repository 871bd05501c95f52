import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  contactQueryOptions,
  type RestContactDetail,
  RestError,
  useAddContactLabel,
  useApi,
  useRemoveContactLabel,
  useSetContactTags,
} from '@parley/api';
import { addressLinesOf, birthdayOf, canRecordManualConsent, contactPathOf } from '@parley/domain';
import { Banner, Button, ContactCard, ContactCardSkeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { formatDay } from '../../lib/dates.ts';
import { lazyWithCatalog } from '../../lib/lazyWithCatalog.ts';
import { messageFor } from '../../lib/messages.ts';
import { contactNameOf, todayLocal } from './contactText.ts';

// Recording and revoking consent ask in a dialog, loaded when one is first opened.
const ConsentDialog = lazyWithCatalog(() => import('../../lib/consent/ConsentDialog.tsx'));

type ContactPanelProps = {
  contactId: string;
  /** The more-information link (spec 2); off on the contact's own page. */
  showMoreInfo?: boolean;
  headingLevel?: 2 | 3;
  /** The card's accessible name from the contact's name (ContactCard `label`); the name itself by default. */
  regionLabel?: (name: string) => string;
};

/**
 * The contact card of spec 2 with its changes: labels and tags add/remove, manual consent recorded
 * with its source and day (not offered when the brand sets disableManualOptinGiven) and revoked, and
 * what is known of the consent under its status. Used on the contact page and beside an open
 * conversation (loaded on demand there, so the inbox chunk stays small).
 */
export function ContactPanel({
  contactId,
  showMoreInfo = true,
  headingLevel = 2,
  regionLabel,
}: ContactPanelProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const query = useQuery(contactQueryOptions(api, contactId));
  const [consentDialog, setConsentDialog] = useState<'record' | 'revoke' | null>(null);
  const addLabel = useAddContactLabel();
  const removeLabel = useRemoveContactLabel();
  const setTags = useSetContactTags();
  const [labelError, setLabelError] = useState<string | null>(null);
  const [tagError, setTagError] = useState<string | null>(null);

  const errorText = (error: unknown) =>
    i18n._(messageFor(error instanceof RestError ? error.messageKey : undefined));

  if (query.isPending) return <ContactCardSkeleton label={t`Loading contact`} />;
  if (query.isError) {
    const missing = query.error instanceof RestError && query.error.status === 404;
    return (
      <Banner tone="critical" role="alert">
        {missing
          ? t`This contact does not exist or belongs to another company.`
          : t`The contact could not be loaded.`}{' '}
        {missing ? null : (
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        )}
      </Banner>
    );
  }

  const contact: RestContactDetail = query.data;
  const name = contactNameOf(contact, t`Unknown contact`);
  const birthday = birthdayOf(contact.profile.birthday, todayLocal());
  const consentLabels = {
    ACTIVE: t`Consent given`,
    DISABLED: t`Consent revoked`,
    UNKNOWN: t`Consent unknown`,
  };
  const consentTones = { ACTIVE: 'positive', DISABLED: 'critical', UNKNOWN: 'neutral' } as const;

  const record = contact.consentRecord;
  const consentDetail = !record
    ? null
    : record.type === 'DIGITAL'
      ? t`Given by the customer · ${formatDay(record.givenAt)}`
      : [record.type === 'REVOKED' ? t`Revoked` : record.source, formatDay(record.givenAt), record.recordedBy]
          .filter(Boolean)
          .join(' · ');
  const consentAction =
    contact.consentStatus === 'ACTIVE'
      ? { label: t`Revoke consent`, onPress: () => setConsentDialog('revoke') }
      : canRecordManualConsent(contact.consentStatus, me.company.brand.features)
        ? { label: t`Record consent`, onPress: () => setConsentDialog('record') }
        : null;

  // Spec 8: label failures are logged; the card also says so under the field and keeps the text.
  const handleAddLabel = async (key: string) => {
    setLabelError(null);
    try {
      await addLabel.mutateAsync({ contactId: contact.id, key, companyId: me.company.id });
    } catch (error) {
      console.error('Adding the label failed', error);
      setLabelError(errorText(error));
      throw error;
    }
  };
  const handleRemoveLabel = (labelId: string) =>
    removeLabel.mutate(
      { contactId: contact.id, labelId },
      { onError: (error) => console.error('Removing the label failed', error) },
    );
  const saveTags = async (tags: string[]) => {
    setTagError(null);
    try {
      await setTags.mutateAsync({ contactId: contact.id, tags });
    } catch (error) {
      setTagError(errorText(error));
      throw error;
    }
  };

  const card = (
    <ContactCard
      name={name}
      label={regionLabel?.(name)}
      avatarUrl={contact.profile.avatarUrl}
      subtitle={contact.phone ?? contact.email}
      birthdayText={
        birthday ? t`${birthday.text} (${plural(birthday.age, { one: '# year', other: '# years' })})` : null
      }
      addressLines={addressLinesOf(contact.address)}
      companyName={contact.companyName}
      primaryContact={
        contact.user
          ? { name: `${contact.user.firstName} ${contact.user.lastName}`, avatarUrl: contact.user.avatarUrl }
          : null
      }
      consent={{
        label: consentLabels[contact.consentStatus],
        tone: consentTones[contact.consentStatus],
        detail: consentDetail,
      }}
      consentAction={consentAction}
      labels={contact.labels.map((label) => ({ id: label.id, label: label.key }))}
      tags={contact.tags}
      onAddLabel={handleAddLabel}
      onRemoveLabel={handleRemoveLabel}
      onAddTag={(tag) => saveTags([...contact.tags, tag])}
      onRemoveTag={(tag) =>
        void saveTags(contact.tags.filter((other) => other !== tag)).catch(() => undefined)
      }
      labelError={labelError}
      tagError={tagError}
      moreInfoHref={showMoreInfo ? contactPathOf(contact, me.id) : null}
      headingLevel={headingLevel}
      strings={{
        birthday: t`Birthday`,
        address: t`Address`,
        company: t`Company`,
        primaryContact: t`Primary contact`,
        consent: t`Consent`,
        labels: t`Labels`,
        tags: t`Tags`,
        addLabel: t`New label`,
        addTag: t`New tag`,
        add: t`Add`,
        none: t`None`,
        noPrimaryContact: t`Nobody yet`,
        moreInformation: t`More information`,
        remove: (item) => t`Remove ${item}`,
      }}
    />
  );
  return (
    <>
      {card}
      {consentDialog ? (
        <Suspense fallback={null}>
          <ConsentDialog
            kind={consentDialog}
            contactId={contact.id}
            customerName={name}
            onClose={() => setConsentDialog(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export default ContactPanel;
