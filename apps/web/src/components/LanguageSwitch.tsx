import { useLingui } from '@lingui/react/macro';
import { Button } from '@parley/ui';
import { activateLocale, type Locale } from '../lib/i18n.ts';

const names: Record<Locale, string> = { de: 'Deutsch', en: 'English' };

/** Switches between de and en; the choice persists (spec 1). Each language is named in itself. */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const other: Locale = i18n.locale === 'de' ? 'en' : 'de';
  return (
    <Button
      variant="quiet"
      size="sm"
      lang={other}
      aria-label={t`Change language to ${names[other]}`}
      onPress={() => void activateLocale(other)}
    >
      {names[other]}
    </Button>
  );
}
