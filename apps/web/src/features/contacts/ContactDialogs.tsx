import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  contactDuplicatesQueryOptions,
  type RestContact,
  type RestContactDetail,
  useApi,
  useCreateContact,
  useDeleteContact,
  useMergeContacts,
  useUpdateContact,
} from '@parley/api';
import { CONTACT_FIELD_MAX_LENGTH, type ContactFormValues, contactFormSchema } from '@parley/domain';
import { AlertDialog, Banner, Button, Dialog, Link, Modal, Radio, RadioGroup, useToast } from '@parley/ui';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { contactName } from '../../lib/contactName.ts';
import { useSchemaForm } from '../../lib/form/index.ts';
import { useSettled } from '../../lib/useSettled.ts';
import * as styles from './contactDialogs.css.ts';

/** Which dialog of the contacts is open. */
export type ContactDialog = 'new' | 'edit' | 'merge' | 'delete';

type ContactDialogsProps = {
  dialog: ContactDialog | null;
  onClose: () => void;
  /** The contact the dialog is about (all but `new`). */
  contact?: RestContactDetail;
};

/**
 * Writing contacts: a new one and editing one (with the duplicate hints while typing), merging a
 * likely duplicate into one, and deleting one. Loaded when one is first opened.
 */
export default function ContactDialogs({ dialog, onClose, contact }: ContactDialogsProps) {
  return (
    <Modal
      size={dialog === 'delete' ? 'sm' : 'md'}
      isDismissable={dialog !== 'delete'}
      isOpen={dialog !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {dialog === 'new' ? <ContactFormDialog onClose={onClose} /> : null}
      {dialog === 'edit' && contact ? <ContactFormDialog onClose={onClose} contact={contact} /> : null}
      {dialog === 'merge' && contact ? <MergeDialog onClose={onClose} contact={contact} /> : null}
      {dialog === 'delete' && contact ? <DeleteDialog onClose={onClose} contact={contact} /> : null}
    </Modal>
  );
}

const valuesOf = (contact: RestContactDetail | undefined): ContactFormValues => ({
  firstName: contact?.profile.firstName ?? '',
  lastName: contact?.profile.lastName ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  companyName: contact?.companyName ?? '',
  street: contact?.address?.street ?? '',
  streetNumber: contact?.address?.streetNumber ?? '',
  zipCode: contact?.address?.zipCode ?? '',
  city: contact?.address?.city ?? '',
});

/** How a possible duplicate is told apart: its email, else its phone number, else its company. */
const detailOf = (contact: RestContact) => contact.email ?? contact.phone ?? contact.companyName ?? '';

function ContactFormDialog({ onClose, contact }: { onClose: () => void; contact?: RestContactDetail }) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateContact();
  const update = useUpdateContact();
  const isNew = !contact;
  const form = useSchemaForm({
    schema: contactFormSchema,
    defaultValues: valuesOf(contact),
    onSubmit: (values) =>
      contact ? update.mutateAsync({ contactId: contact.id, values }) : create.mutateAsync(values),
    failure: {
      text: isNew
        ? t`The contact could not be created. Try again.`
        : t`The contact could not be saved. Try again.`,
    },
    onSaved: async (saved: RestContact) => {
      toast.add({ tone: 'positive', title: isNew ? t`Contact created.` : t`Contact saved.` });
      onClose();
      if (isNew) await navigate({ to: '/contacts/$list/$id', params: { list: 'own', id: saved.id } });
    },
  });
  // What is typed, checked against the company's contacts once the typing pauses.
  const firstName = useStore(form.store, (state) => state.values.firstName ?? '');
  const lastName = useStore(form.store, (state) => state.values.lastName ?? '');
  const email = useStore(form.store, (state) => state.values.email ?? '');
  const phone = useStore(form.store, (state) => state.values.phone ?? '');
  const typed = useMemo(() => ({ firstName, lastName, email, phone }), [firstName, lastName, email, phone]);
  // A duplicate check per pause in the typing (400 ms), not per key.
  const probe = useSettled(typed, 400);
  const duplicates = useQuery(contactDuplicatesQueryOptions(api, { ...probe, excludeId: contact?.id }));
  const title = isNew ? t`New contact` : t`Edit contact`;
  const text = (
    name: keyof ContactFormValues,
    label: string,
    extra: { isRequired?: boolean; type?: string } = {},
  ) => (
    <form.AppField name={name}>
      {(field) => <field.TextField label={label} maxLength={CONTACT_FIELD_MAX_LENGTH[name]} {...extra} />}
    </form.AppField>
  );
  return (
    <Dialog title={title} closeLabel={t`Cancel`}>
      <form.AppForm>
        <form.Shell aria-label={title} className={styles.form}>
          <div className={styles.pair}>
            {text('firstName', t`First name`)}
            {text('lastName', t`Last name`, { isRequired: true })}
          </div>
          <div className={styles.pair}>
            {text('email', t`Email`, { type: 'email' })}
            {text('phone', t`Phone`, { type: 'tel' })}
          </div>
          <p
            className={styles.hint}
          >{t`An email address or a phone number, so the customer can be reached.`}</p>
          {text('companyName', t`Company`)}
          <div className={styles.address}>
            {text('street', t`Street`)}
            {text('streetNumber', t`No.`)}
            {text('zipCode', t`Postcode`)}
            {text('city', t`City`)}
          </div>
          {duplicates.data?.length ? (
            <Banner tone="warning" title={t`This may be a customer you already have`}>
              <ul className={styles.duplicates} aria-label={t`Possible duplicates`}>
                {duplicates.data.map((duplicate) => (
                  <li key={duplicate.id}>
                    <Link href={`/contacts/all/${duplicate.id}`} onPress={onClose}>
                      {contactName({ contact: duplicate })}
                    </Link>{' '}
                    <span className={styles.muted}>{detailOf(duplicate)}</span>
                  </li>
                ))}
              </ul>
              {contact ? null : (
                <p className={styles.muted}>{t`Open one to add to it, or merge the two from its page.`}</p>
              )}
            </Banner>
          ) : null}
          <div className={styles.actions}>
            <form.SubmitButton>{isNew ? t`Create contact` : t`Save`}</form.SubmitButton>
            <Button variant="secondary" onPress={onClose}>
              {t`Cancel`}
            </Button>
          </div>
        </form.Shell>
      </form.AppForm>
    </Dialog>
  );
}

function MergeDialog({ onClose, contact }: { onClose: () => void; contact: RestContactDetail }) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useToast();
  const merge = useMergeContacts();
  const duplicates = useQuery(
    contactDuplicatesQueryOptions(api, {
      firstName: contact.profile.firstName ?? '',
      lastName: contact.profile.lastName ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      excludeId: contact.id,
    }),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const name = contactName({ contact });
  const choose = duplicates.data?.find((duplicate) => duplicate.id === chosen);
  const submit = async () => {
    if (!choose) return;
    try {
      await merge.mutateAsync({ contactId: contact.id, duplicateId: choose.id });
    } catch {
      toast.add({ tone: 'critical', title: t`The contacts could not be merged. Try again.` });
      return;
    }
    const mergedName = contactName({ contact: choose });
    toast.add({ tone: 'positive', title: t`${mergedName} is merged into ${name}.` });
    onClose();
  };
  return (
    <Dialog title={t`Merge a duplicate into ${name}`} closeLabel={t`Cancel`}>
      <div className={styles.form}>
        <p className={styles.muted}>
          {t`The contact you choose is merged into ${name}: its conversations, tasks, appointments, labels and consent move there, its details fill in what is empty, and then it is deleted.`}
        </p>
        {duplicates.isPending ? (
          <p className={styles.muted}>{t`Looking for duplicates…`}</p>
        ) : duplicates.data?.length ? (
          <RadioGroup
            label={t`Likely duplicates (same email, phone number or name)`}
            value={chosen}
            onChange={setChosen}
          >
            {duplicates.data.map((duplicate) => (
              <Radio key={duplicate.id} value={duplicate.id}>
                {`${contactName({ contact: duplicate })} · ${detailOf(duplicate)}`}
              </Radio>
            ))}
          </RadioGroup>
        ) : (
          <p>{t`No contact with the same email, phone number or name.`}</p>
        )}
        <div className={styles.actions}>
          <Button isDisabled={!choose} isPending={merge.isPending} onPress={() => void submit()}>
            {t`Merge`}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t`Cancel`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function DeleteDialog({ onClose, contact }: { onClose: () => void; contact: RestContactDetail }) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteContact();
  const name = contactName({ contact });
  const count = contact.conversations.length;
  const handleDelete = async () => {
    try {
      await remove.mutateAsync(contact.id);
    } catch (error) {
      toast.add({ tone: 'critical', title: t`The contact could not be deleted.` });
      throw error;
    }
    toast.add({ tone: 'positive', title: t`${name} is deleted.` });
    onClose();
    await navigate({ to: '/contacts/$list', params: { list: 'own' } });
  };
  return (
    <AlertDialog
      variant="critical"
      title={t`Delete ${name}?`}
      primaryActionLabel={t`Delete`}
      cancelLabel={t`Cancel`}
      onPrimaryAction={handleDelete}
      onCancel={onClose}
    >
      {count
        ? t`${plural(count, {
            one: 'The conversation with this customer and its messages are deleted too.',
            other: 'The # conversations with this customer and their messages are deleted too.',
          })} Tasks and appointments stay, without the contact. This cannot be undone.`
        : t`Tasks and appointments stay, without the contact. This cannot be undone.`}
    </AlertDialog>
  );
}
