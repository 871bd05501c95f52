import { type ReactNode, useId, useMemo, useState } from 'react';
import { FileTrigger, I18nProvider } from 'react-aria-components';
import { CalendarIcon, ChatIcon, ContactsIcon, HomeIcon, SettingsIcon } from '../../icons/Icon';
import { AuthLayout } from '../../patterns/AuthLayout/AuthLayout';
import { ConversationListItem } from '../../patterns/ConversationListItem/ConversationListItem';
import { Sidebar } from '../../patterns/Sidebar/Sidebar';
import { Thread, type ThreadEntry } from '../../patterns/Thread/Thread';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup';
import { TextField } from '../../primitives/TextField/TextField';
import { brandStyle } from '../../theme/brandTheme';
import { normalizeColor } from '../../theme/color';
import { DEFAULT_INTERNAL_COLOR, DEFAULT_PRIMARY_COLOR } from '../../theme/makeTheme';
import { ColorTokens } from '../Foundations/Foundations';
import * as styles from './BrandPlayground.css';

export type BrandDraft = {
  primaryColor: string;
  brandColor: string;
  internalColor: string;
  appName: string;
  logoLarge: string | null;
  logoSmall: string | null;
};

/** The brand as the reference server stores and the brand query returns it (colours as sRGB hex). */
export type BrandRecord = {
  appName: string;
  primaryColor: string;
  brandColor: string | null;
  internalColor: string | null;
  logos: { main: string | null; small: string | null };
};

export const brandRecordOf = (draft: BrandDraft): BrandRecord => ({
  appName: draft.appName.trim() || 'Parley',
  primaryColor: normalizeColor(draft.primaryColor) ?? DEFAULT_PRIMARY_COLOR,
  brandColor: normalizeColor(draft.brandColor),
  internalColor: normalizeColor(draft.internalColor),
  logos: { main: draft.logoLarge, small: draft.logoSmall },
});

type Locale = 'de' | 'en';

/** Sample texts of the previews; the app brings its own translations, these only show both locales. */
const copy = {
  de: {
    signIn: 'Anmelden',
    signInHint: 'Melden Sie sich mit Ihrer E-Mail-Adresse an.',
    email: 'E-Mail',
    password: 'Passwort',
    nav: ['Übersicht', 'Verkaufschancen', 'Termine', 'Kontakte', 'Einstellungen'],
    navLabel: 'Hauptnavigation',
    logout: 'Abmelden',
    collapse: 'Navigation einklappen',
    expand: 'Navigation ausklappen',
    preview: 'Ist der Termin am Freitag noch möglich?',
    unread: '2 ungelesene Nachrichten',
    dialogTitle: 'Label löschen?',
    dialogBody: 'Das Label „VIP“ wird von allen Kontakten entfernt.',
    cancel: 'Abbrechen',
    confirm: 'Löschen',
    thread: 'Unterhaltung mit Maria Schneider',
    note: 'Interne Notiz · Jonas Weber',
    noteBody: 'Kundin bevorzugt Termine am Vormittag.',
    bot: 'Bot · Terminerinnerung gesendet',
    status: {
      pending: 'Wird gesendet',
      sent: 'Gesendet',
      delivered: 'Zugestellt',
      read: 'Gelesen',
      failed: 'Nicht zugestellt',
    },
  },
  en: {
    signIn: 'Sign in',
    signInHint: 'Sign in with your email address.',
    email: 'Email',
    password: 'Password',
    nav: ['Dashboard', 'Opportunities', 'Appointments', 'Contacts', 'Settings'],
    navLabel: 'Main navigation',
    logout: 'Log out',
    collapse: 'Collapse navigation',
    expand: 'Expand navigation',
    preview: 'Is the appointment on Friday still possible?',
    unread: '2 unread messages',
    dialogTitle: 'Delete label?',
    dialogBody: 'The label “VIP” will be removed from every contact.',
    cancel: 'Cancel',
    confirm: 'Delete',
    thread: 'Conversation with Maria Schneider',
    note: 'Internal note · Jonas Weber',
    noteBody: 'Customer prefers morning appointments.',
    bot: 'Bot · Appointment reminder sent',
    status: {
      pending: 'Sending',
      sent: 'Sent',
      delivered: 'Delivered',
      read: 'Read',
      failed: 'Not delivered',
    },
  },
} as const;

const navIcons = [
  <HomeIcon key="h" />,
  <ChatIcon key="c" />,
  <CalendarIcon key="a" />,
  <ContactsIcon key="p" />,
  <SettingsIcon key="s" />,
];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

type ColorFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description: ReactNode;
};

/** A text field for any CSS colour with a native picker beside it. */
const ColorField = ({ label, value, onChange, description }: ColorFieldProps) => {
  const pickerId = useId();
  const hex = normalizeColor(value);
  const isInvalid = value.trim() !== '' && !hex;
  return (
    <div className={styles.colorRow}>
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        description={description}
        isInvalid={isInvalid}
        errorMessage="Not a CSS colour; the default is used."
      />
      <input
        id={pickerId}
        type="color"
        className={styles.picker}
        aria-label={`${label}: picker`}
        value={(hex ?? '#FFFFFF').toLowerCase()}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
      />
    </div>
  );
};

type LogoFieldProps = { label: string; value: string | null; onChange: (value: string | null) => void };

const LogoField = ({ label, value, onChange }: LogoFieldProps) => (
  <div className={styles.logoRow}>
    <FileTrigger
      acceptedFileTypes={['image/*']}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) void readAsDataUrl(file).then(onChange);
      }}
    >
      <Button variant="secondary" size="sm">
        {label}
      </Button>
    </FileTrigger>
    {value ? (
      <>
        <img src={value} alt="" className={styles.logoPreview} />
        <Button
          variant="quiet"
          size="sm"
          onPress={() => onChange(null)}
          aria-label={`Remove ${label.toLowerCase()}`}
        >
          Remove
        </Button>
      </>
    ) : null}
  </div>
);

export type BrandPlaygroundProps = { initial?: Partial<BrandDraft> };

/**
 * A designer's brand playground: any CSS colour for primary, brand and internal colour, logos and an
 * app name in; the derived palette with contrast ratios and the sign-in screen, sidebar, inbox row,
 * a conversation and a dialog in that brand out, in German and English. The brand can be copied as
 * JSON in the shape the reference server stores.
 */
export const BrandPlayground = ({ initial }: BrandPlaygroundProps) => {
  const [draft, setDraft] = useState<BrandDraft>({
    primaryColor: DEFAULT_PRIMARY_COLOR,
    brandColor: '',
    internalColor: DEFAULT_INTERNAL_COLOR,
    appName: 'Parley',
    logoLarge: null,
    logoSmall: null,
    ...initial,
  });
  const [locale, setLocale] = useState<Locale>('de');
  const [copyStatus, setCopyStatus] = useState('');
  const set =
    <K extends keyof BrandDraft>(key: K) =>
    (value: BrandDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const record = useMemo(() => brandRecordOf(draft), [draft]);
  const json = JSON.stringify(record, null, 2);
  const style = useMemo(() => brandStyle(record), [record]);
  const t = copy[locale];

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      setCopyStatus('Copied the brand as JSON.');
    } catch {
      setCopyStatus('The clipboard is not available here: copy the JSON below by hand.');
    }
  };

  const entries: ThreadEntry[] = [
    {
      kind: 'message',
      id: 'm1',
      sender: 'customer',
      senderName: 'Maria Schneider',
      body: t.preview,
      timeText: '09:12',
    },
    { kind: 'internal', id: 'n1', label: t.note, body: t.noteBody, timeText: '09:14' },
    { kind: 'internal', id: 'b1', label: t.bot, timeText: '09:15' },
    {
      kind: 'message',
      id: 'm2',
      sender: 'user',
      senderName: 'Jonas Weber',
      body: locale === 'de' ? 'Ja, Freitag um 10 Uhr passt.' : 'Yes, Friday at 10:00 works.',
      timeText: '09:20',
      status: 'read',
    },
  ];

  const logo = record.logos.main ? <img src={record.logos.main} alt="" /> : null;

  return (
    <div className={styles.playground}>
      <div className={styles.controls}>
        <h2 className={styles.heading}>Brand</h2>
        <ColorField
          label="Primary colour"
          value={draft.primaryColor}
          onChange={set('primaryColor')}
          description="Buttons, links, selection. Any CSS colour."
        />
        <ColorField
          label="Brand colour"
          value={draft.brandColor}
          onChange={set('brandColor')}
          description="The sidebar. Empty keeps it neutral."
        />
        <ColorField
          label="Internal colour"
          value={draft.internalColor}
          onChange={set('internalColor')}
          description="Notes and bot steps in a conversation."
        />
        <TextField label="App name" value={draft.appName} onChange={set('appName')} />
        <LogoField label="Large logo" value={draft.logoLarge} onChange={set('logoLarge')} />
        <LogoField label="Small logo" value={draft.logoSmall} onChange={set('logoSmall')} />
        <RadioGroup
          label="Preview language"
          value={locale}
          onChange={(value) => setLocale(value as Locale)}
          orientation="horizontal"
        >
          <Radio value="de">Deutsch</Radio>
          <Radio value="en">English</Radio>
        </RadioGroup>
        <Button variant="secondary" onPress={handleCopy}>
          Copy brand as JSON
        </Button>
        <p className={styles.status} role="status">
          {copyStatus}
        </p>
        <pre className={styles.json} data-brand-json="">
          {json}
        </pre>
      </div>

      <I18nProvider locale={locale}>
        <div className={styles.previews} style={style} data-brand-preview="" lang={locale}>
          <div className={styles.frames}>
            <div className={styles.frame} data-preview="sidebar">
              <Sidebar
                items={t.nav.map((label, index) => ({
                  id: String(index),
                  label,
                  href: `#preview-${index}`,
                  icon: navIcons[index],
                  count: index === 1 ? 3 : undefined,
                }))}
                userLevel={1}
                currentId="1"
                navLabel={t.navLabel}
                appName={record.appName}
                logo={logo ?? undefined}
                collapsedLogo={record.logos.small ? <img src={record.logos.small} alt="" /> : undefined}
                collapseLabel={t.collapse}
                expandLabel={t.expand}
                logoutLabel={t.logout}
                onLogout={() => undefined}
                autoCollapseQuery="(max-width: 0px)"
              />
            </div>
            <div className={styles.frame} data-preview="sign-in">
              <AuthLayout appName={record.appName} logo={logo} title={t.signIn} description={t.signInHint}>
                <form className={styles.stack} onSubmit={(event) => event.preventDefault()}>
                  <TextField label={t.email} type="email" defaultValue="nora@parley.test" />
                  <TextField label={t.password} type="password" defaultValue="secret-password" />
                  <Button type="submit" isFullWidth>
                    {t.signIn}
                  </Button>
                </form>
              </AuthLayout>
            </div>
          </div>
          <div className={styles.listFrames}>
            <div data-preview="inbox-row">
              <ConversationListItem
                href="#preview-conversation"
                contactName="Maria Schneider"
                channelLabel="WhatsApp"
                channelIcon={<ChatIcon size="sm" />}
                preview={t.preview}
                timeText="09:12"
                unreadCount={2}
                unreadLabel={t.unread}
                labels={[{ id: 'vip', label: 'VIP' }]}
                isSelected
              />
            </div>
            <div className={styles.threadFrame} data-preview="conversation">
              <Thread
                entries={entries}
                label={t.thread}
                statusLabels={t.status}
                retryLabel="Retry"
                downloadLabel="Download"
                loadOlderLabel="Load older"
                loadingLabel="Loading"
              />
            </div>
          </div>
          <div className={styles.dialogFrame} data-preview="dialog">
            <div className={styles.dialogSurface}>
              <Dialog
                title={t.dialogTitle}
                footer={
                  <>
                    <Button variant="secondary">{t.cancel}</Button>
                    <Button>{t.confirm}</Button>
                  </>
                }
              >
                {t.dialogBody}
              </Dialog>
            </div>
          </div>
          <ColorTokens title="Derived palette" pairsTitle="Contrast in this brand" />
        </div>
      </I18nProvider>
    </div>
  );
};
