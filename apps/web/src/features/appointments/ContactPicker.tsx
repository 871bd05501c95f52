import { useLingui } from '@lingui/react/macro';
import { contactQueryOptions, contactSearchQueryOptions, useApi } from '@parley/api';
import { ComboBox, ComboBoxItem, Select, SelectItem } from '@parley/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useChannelNames } from '../../lib/channelNames.ts';
import { contactName } from '../../lib/contactName.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useSettled } from '../../lib/useSettled.ts';

const NONE = '__none__';

type ContactPickerProps = {
  contactId: string;
  opportunityId: string;
  onContactChange: (contactId: string) => void;
  onOpportunityChange: (opportunityId: string) => void;
};

/**
 * The customer an appointment booked from the calendar is for: found while typing (name, email,
 * company or a part of the phone number, from 2 characters, 300 ms after the last key), then,
 * optionally, one of that customer's conversations.
 */
export function ContactPicker({
  contactId,
  opportunityId,
  onContactChange,
  onOpportunityChange,
}: ContactPickerProps) {
  const { t } = useLingui();
  const api = useApi();
  const channelName = useChannelNames();
  const [text, setText] = useState('');
  const wanted = useSettled(text);
  const found = useQuery({ ...contactSearchQueryOptions(api, wanted), placeholderData: keepPreviousData });
  const chosen = useQuery({ ...contactQueryOptions(api, contactId), enabled: Boolean(contactId) });
  const items = (found.data ?? []).map((contact) => ({
    id: contact.id,
    name: contactName({ contact }),
    detail: contact.phone ?? contact.email ?? contact.companyName ?? '',
  }));
  const conversations = chosen.data?.conversations ?? [];
  return (
    <>
      <ComboBox
        label={t`Customer`}
        description={t`Type a part of the name, email, company or phone number.`}
        placeholder={t`Search a customer`}
        items={items}
        inputValue={text}
        onInputChange={setText}
        selectedKey={contactId || null}
        onSelectionChange={(key) => {
          const id = key === null ? '' : String(key);
          if (id === contactId) return;
          onContactChange(id);
          onOpportunityChange('');
          const picked = items.find((item) => item.id === id);
          if (picked) setText(picked.name);
        }}
        menuTrigger="input"
        allowsCustomValue
        // Always a message, so the list stays open while the answer is on its way (RAC closes an empty
        // list otherwise, and does not open it again when the items arrive).
        emptyMessage={
          text.trim().length < 2
            ? t`Type at least 2 characters`
            : found.isFetching || text !== wanted
              ? t`Searching…`
              : t`No customer found`
        }
        inputProps={{ maxLength: 100 }}
      >
        {(item) => (
          <ComboBoxItem id={item.id} textValue={item.name}>
            {item.detail ? `${item.name} · ${item.detail}` : item.name}
          </ComboBoxItem>
        )}
      </ComboBox>
      {contactId && conversations.length ? (
        <Select
          label={t`Conversation`}
          selectedKey={opportunityId || NONE}
          onSelectionChange={(key) => onOpportunityChange(key === NONE || key === null ? '' : String(key))}
          items={[
            { id: NONE, name: t`None` },
            ...conversations.map((conversation) => ({
              id: conversation.id,
              name: `${channelName(conversation.channelType)}${conversation.lastMessageAt ? ` · ${formatDateTime(conversation.lastMessageAt)}` : ''}`,
            })),
          ]}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      ) : null}
    </>
  );
}
