import { useLingui } from '@lingui/react/macro';
import type { RestOdTemplate } from '@parley/api';
import type { TemplateAvailability } from '@parley/domain';
import type { TemplatePreviewHeader } from '@parley/ui';
import { useMemo } from 'react';
import { registerKeyedMessages } from '../../lib/messages.ts';
import { newsletterMessages } from './messages.ts';

// A call, not a bare import: the bundler drops imports kept only for their side effects.
registerKeyedMessages(newsletterMessages);

/** What the newsletter screens say about templates, money and counts, in the user's language. */
export function useNewsletterTexts() {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const euro = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'EUR' });
    const number = new Intl.NumberFormat(i18n.locale);
    const reasons: Record<Exclude<TemplateAvailability, { available: true }>['reason'], string> = {
      PENDING: t`Waiting for WhatsApp's review`,
      REJECTED: t`Rejected by WhatsApp`,
      PAUSED: t`Paused by WhatsApp`,
      NOT_A_TEMPLATE: t`Not a newsletter template`,
    };
    return {
      euro: (value: number) => euro.format(value),
      number: (value: number) => number.format(value),
      unavailable: (availability: TemplateAvailability) =>
        availability.available ? undefined : reasons[availability.reason],
      previewLabels: {
        imageAlt: t`Header image`,
        imageLabel: t`Image`,
        videoLabel: t`Video`,
        documentLabel: t`Document`,
        unfilledLabel: t`Not filled in yet`,
        urlButtonLabel: t`Opens a link`,
      },
    };
  }, [t, i18n.locale]);
}

/** A template's header as the kit's preview shows it. */
export function previewHeader(header: RestOdTemplate['header']): TemplatePreviewHeader | undefined {
  if (!header) return undefined;
  if (header.type === 'text') return header;
  return { type: header.type, ...(header.url ? { url: header.url } : {}) };
}

/** A template's buttons as the kit's preview shows them. */
export const previewButtons = (template: RestOdTemplate) =>
  template.actionButtons.map((button) => ({
    id: button.id,
    subType: button.subType,
    text: button.text,
    ...(button.value ? { value: button.value } : {}),
  }));
