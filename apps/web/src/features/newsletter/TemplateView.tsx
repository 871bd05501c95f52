import { useLingui } from '@lingui/react/macro';
import type { RestOdTemplate } from '@parley/api';
import type { TemplateAvailability } from '@parley/domain';
import { TemplatePreview } from '@parley/ui';
import type { ReactNode } from 'react';
import { previewButtons, previewHeader, useNewsletterTexts } from './texts.ts';

/**
 * A template as the newsletter screens preview it: the kit's preview with its title (and description),
 * the values filled in so far, and, when `availability` says it cannot be sent, greyed with the reason.
 */
export function TemplateView({
  template,
  variables,
  availability,
  withDescription = false,
  status,
}: {
  template: RestOdTemplate;
  variables?: Record<string, string> | undefined;
  availability?: TemplateAvailability | null | undefined;
  withDescription?: boolean;
  status?: ReactNode;
}) {
  const { t } = useLingui();
  const texts = useNewsletterTexts();
  return (
    <TemplatePreview
      title={template.metadata.title}
      description={withDescription ? (template.metadata.description ?? undefined) : undefined}
      header={previewHeader(template.header)}
      body={template.body}
      variables={variables}
      footer={template.footer ?? undefined}
      buttons={previewButtons(template)}
      isDisabled={availability ? !availability.available : false}
      disabledReason={availability ? texts.unavailable(availability) : undefined}
      status={status}
      label={t`Preview of ${template.metadata.title}`}
      {...texts.previewLabels}
    />
  );
}
