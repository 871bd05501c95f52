import { type FormEvent, useId, useState } from 'react';
import { CloseIcon } from '../../icons/Icon';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { Card, DetailRow } from '../Card/Card';
import * as styles from './ContactCard.css';

export type ContactCardLabel = { id: string; label: string };

export type ContactCardStrings = {
  birthday: string;
  address: string;
  company: string;
  primaryContact: string;
  consent: string;
  labels: string;
  tags: string;
  addLabel: string;
  addTag: string;
  add: string;
  none: string;
  noPrimaryContact: string;
  moreInformation: string;
  remove: (name: string) => string;
};

const defaultStrings: ContactCardStrings = {
  birthday: 'Birthday',
  address: 'Address',
  company: 'Company',
  primaryContact: 'Primary contact',
  consent: 'Consent',
  labels: 'Labels',
  tags: 'Tags',
  addLabel: 'New label',
  addTag: 'New tag',
  add: 'Add',
  none: 'None',
  noPrimaryContact: 'Nobody yet',
  moreInformation: 'More information',
  remove: (name) => `Remove ${name}`,
};

export type ContactCardProps = {
  name: string;
  /**
   * The card's accessible name, the contact's name by default. A page with another region of the
   * same name (an appointment named after its contact) says what this one is, e.g. "Contact Ada Lovelace".
   */
  label?: string;
  avatarUrl?: string | null;
  /** Shown under the name, e.g. the phone number or email. */
  subtitle?: string | null;
  /** Already formatted, e.g. "23.11.1980 (46 years)"; the row is left out without it. */
  birthdayText?: string | null;
  /** The address lines; the app passes them only when street and city exist (spec 2). */
  addressLines?: readonly string[] | null;
  companyName?: string | null;
  /** The responsible user; null shows `strings.noPrimaryContact`. */
  primaryContact?: { name: string; avatarUrl?: string | null } | null;
  /**
   * The consent status as words and a tone (e.g. "Consent given", positive), and optionally a line of
   * what is known of it (e.g. "Paper form · 20.11.2026 · Ada Admin") under it.
   */
  consent?: { label: string; tone: BadgeTone; detail?: string | null } | null;
  /** A button beside the consent status (record a manual consent, revoke it); left out when null. */
  consentAction?: { label: string; onPress: () => void; isPending?: boolean } | null;
  labels: readonly ContactCardLabel[];
  tags: readonly string[];
  /**
   * Without these the chips cannot be removed and no add field is shown. An add may return a promise:
   * the field empties when it resolves and keeps the typed text when it rejects.
   */
  onAddLabel?: (key: string) => unknown;
  onRemoveLabel?: (id: string) => void;
  onAddTag?: (tag: string) => unknown;
  onRemoveTag?: (tag: string) => void;
  /** Errors shown under the add fields (what was typed stays in the field). */
  labelError?: string | null;
  tagError?: string | null;
  /** Link of the more-information action; left out when null (e.g. on the contact's own page). */
  moreInfoHref?: string | null;
  headingLevel?: 2 | 3 | 4;
  strings?: Partial<ContactCardStrings>;
  className?: string;
};

type ChipEditorProps = {
  title: string;
  level: 3 | 4 | 5;
  items: readonly ContactCardLabel[];
  tone: BadgeTone;
  strings: ContactCardStrings;
  addLabel: string;
  error?: string | null;
  onAdd?: ((value: string) => unknown) | undefined;
  onRemove?: ((id: string) => void) | undefined;
};

/** Chips with a remove button each, and a small form adding one (Enter or the Add button). */
function ChipEditor({
  title,
  level,
  items,
  tone,
  strings,
  addLabel,
  error,
  onAdd,
  onRemove,
}: ChipEditorProps) {
  const titleId = useId();
  const Title = `h${level}` as const;
  const [value, setValue] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed || !onAdd) return;
    // The field empties once the app accepted the value; a rejected promise keeps what was typed.
    Promise.resolve(onAdd(trimmed)).then(
      () => setValue(''),
      () => undefined,
    );
  };
  return (
    <div className={styles.group}>
      <Title id={titleId} className={styles.groupTitle}>
        {title}
      </Title>
      {items.length > 0 ? (
        <ul className={styles.chips} aria-labelledby={titleId}>
          {items.map((item) => (
            <li key={item.id}>
              <Badge tone={tone} className={styles.chip}>
                {item.label}
                {onRemove ? (
                  <IconButton
                    size="sm"
                    label={strings.remove(item.label)}
                    icon={<CloseIcon size="sm" />}
                    onPress={() => onRemove(item.id)}
                  />
                ) : null}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <span className={styles.none}>{strings.none}</span>
      )}
      {onAdd ? (
        <form className={styles.addForm} onSubmit={handleSubmit}>
          <TextField
            label={addLabel}
            value={value}
            onChange={setValue}
            maxLength={64}
            isInvalid={Boolean(error)}
            errorMessage={error ?? undefined}
          />
          <Button type="submit" variant="secondary" size="sm" aria-label={`${strings.add}: ${addLabel}`}>
            {strings.add}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

/**
 * The contact card of spec 2: name, birthday with age, address (only with street and city), company
 * name, primary contact with avatar, consent, labels and tags with add/remove, more information.
 * Plain props: the app formats the texts and performs the changes.
 */
export const ContactCard = ({
  name,
  label,
  avatarUrl,
  subtitle,
  birthdayText,
  addressLines,
  companyName,
  primaryContact,
  consent,
  consentAction,
  labels,
  tags,
  onAddLabel,
  onRemoveLabel,
  onAddTag,
  onRemoveTag,
  labelError,
  tagError,
  moreInfoHref,
  headingLevel = 2,
  strings: stringsProp,
  className,
}: ContactCardProps) => {
  const strings = { ...defaultStrings, ...stringsProp };
  const Heading = `h${headingLevel}` as const;
  return (
    <Card aria-label={label ?? name} className={className}>
      <div className={styles.identity}>
        <Avatar name={name} src={avatarUrl} size="lg" isDecorative />
        <div>
          <Heading className={styles.name}>{name}</Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
      </div>
      {birthdayText ? <DetailRow label={strings.birthday} value={birthdayText} /> : null}
      {addressLines?.length ? (
        <DetailRow
          label={strings.address}
          value={
            <address className={styles.address}>
              {addressLines.map((line, i) => (
                <span key={line}>
                  {i > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </address>
          }
        />
      ) : null}
      {companyName ? <DetailRow label={strings.company} value={companyName} /> : null}
      <DetailRow
        label={strings.primaryContact}
        value={
          primaryContact ? (
            <span className={styles.person}>
              <Avatar name={primaryContact.name} src={primaryContact.avatarUrl} size="sm" isDecorative />
              {primaryContact.name}
            </span>
          ) : (
            strings.noPrimaryContact
          )
        }
      />
      {consent ? (
        <DetailRow
          label={strings.consent}
          value={
            <span className={styles.consent}>
              <Badge tone={consent.tone} data-testid="consent-status">
                {consent.label}
              </Badge>
              {consentAction ? (
                <Button
                  size="sm"
                  variant="secondary"
                  className={styles.consentAction}
                  onPress={consentAction.onPress}
                  isPending={consentAction.isPending}
                >
                  {consentAction.label}
                </Button>
              ) : null}
              {consent.detail ? (
                <span className={styles.consentDetail} data-testid="consent-detail">
                  {consent.detail}
                </span>
              ) : null}
            </span>
          }
        />
      ) : null}
      <ChipEditor
        title={strings.labels}
        level={(headingLevel + 1) as 3 | 4 | 5}
        items={labels}
        tone="brand"
        strings={strings}
        addLabel={strings.addLabel}
        error={labelError}
        onAdd={onAddLabel}
        onRemove={onRemoveLabel}
      />
      <ChipEditor
        title={strings.tags}
        level={(headingLevel + 1) as 3 | 4 | 5}
        items={tags.map((tag) => ({ id: tag, label: tag }))}
        tone="neutral"
        strings={strings}
        addLabel={strings.addTag}
        error={tagError}
        onAdd={onAddTag}
        onRemove={onRemoveTag}
      />
      {moreInfoHref ? (
        <div className={styles.footer}>
          <Link variant="standalone" href={moreInfoHref}>
            {strings.moreInformation}
          </Link>
        </div>
      ) : null}
    </Card>
  );
};

export type ContactCardSkeletonProps = { label?: string; className?: string };

/** The card's place while the contact loads. */
export const ContactCardSkeleton = ({ label = 'Loading contact', className }: ContactCardSkeletonProps) => (
  <Card aria-label={label} aria-busy="true" className={className}>
    <div className={styles.identity}>
      <Skeleton shape="circle" width="3rem" height="3rem" />
      <Skeleton width="60%" />
    </div>
    <div className={styles.skeleton}>
      <Skeleton width="80%" />
      <Skeleton width="70%" />
      <Skeleton width="50%" />
      <Skeleton width="65%" />
    </div>
  </Card>
);
