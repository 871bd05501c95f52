import { useLingui } from '@lingui/react/macro';
import { type RestOdTemplate, templatesQueryOptions, useApi } from '@parley/api';
import { templateAvailability } from '@parley/domain';
import { Badge, EmptyState, LinkButton, Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/LoadError.tsx';
import * as styles from './newsletter.css.ts';
import { TemplateView } from './TemplateView.tsx';

/**
 * The templates of the brand and the company, each previewed with whether it can be sent on `channelId`
 * (spec 4's availability: od_ by the channel's sync status, odn_ by any); an unavailable one is shown
 * greyed with its reason and cannot be chosen.
 */
export function TemplateGallery({
  channelId,
  hrefOf,
}: {
  channelId: string | null;
  /** Where "Use this template" leads. */
  hrefOf: (template: RestOdTemplate) => string;
}) {
  const { t } = useLingui();
  const api = useApi();
  const templates = useQuery(templatesQueryOptions(api, null));
  if (templates.isError)
    return (
      <LoadError onRetry={() => void templates.refetch()}>{t`The templates could not be loaded.`}</LoadError>
    );
  if (!templates.data)
    return (
      <div className={styles.templates}>
        <Skeleton width="100%" height="16rem" />
        <Skeleton width="100%" height="16rem" />
      </div>
    );
  if (templates.data.length === 0) return <EmptyState headingLevel={3} title={t`No templates yet`} />;
  // Those that can be sent first, each part in the server's order (by title).
  const sorted = templates.data
    .map((template) => ({
      template,
      availability: templateAvailability(
        { name: template.metadata.name, syncStatuses: template.syncStatuses },
        channelId,
      ),
    }))
    .sort((a, b) => Number(b.availability.available) - Number(a.availability.available));
  return (
    <ul
      className={styles.templates}
      aria-label={t`Templates`}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {sorted.map(({ template, availability }) => {
        return (
          <li key={template.id} className={styles.templateCard}>
            <TemplateView
              template={template}
              availability={availability}
              withDescription
              status={availability.available ? <Badge tone="positive">{t`Ready to send`}</Badge> : undefined}
            />
            {availability.available ? (
              <LinkButton href={hrefOf(template)} variant="secondary">
                {t`Use this template`}
              </LinkButton>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
