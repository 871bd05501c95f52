import { useLingui } from '@lingui/react/macro';
import { LinkButton, Select, SelectItem, Skeleton } from '@parley/ui';
import { useChannelNames } from '../../lib/channelNames.ts';
import { CreditsPanel } from './CreditsPanel.tsx';
import * as styles from './newsletter.css.ts';
import { TemplateGallery } from './TemplateGallery.tsx';
import { useNewsletterChannels } from './useNewsletterChannels.ts';

export type NewsletterOverviewProps = {
  companyId: string;
  /** The channel whose availability the templates show (kept in the address); null: the first. */
  channelId: string | null;
  onChannelChange: (channelId: string) => void;
};

/**
 * /newsletter/overview (admins): the templates that can go out on a channel, the conversation credit
 * with its top-up, and the way into the wizard.
 */
export function NewsletterOverview({ companyId, channelId, onChannelChange }: NewsletterOverviewProps) {
  const { t } = useLingui();
  const channelName = useChannelNames();
  const { channels, isPending } = useNewsletterChannels(companyId);
  const channel = channels.find((item) => item.id === channelId) ?? channels[0] ?? null;
  const wizardHref = (templateId?: string) =>
    templateId
      ? `/newsletter/overview/${encodeURIComponent(templateId)}${channel ? `?channel=${encodeURIComponent(channel.id)}` : ''}`
      : `/newsletter/wizard${channel ? `?channel=${encodeURIComponent(channel.id)}` : ''}`;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          {t`Send a WhatsApp or email template to the contacts who agreed to hear from you. Only contacts with consent receive it.`}
        </p>
        <LinkButton href={wizardHref()} variant="primary">
          {t`New newsletter`}
        </LinkButton>
      </div>
      <div className={styles.overview}>
        <section className={styles.fields} aria-labelledby="newsletter-templates-heading">
          <div className={styles.row}>
            <h2 id="newsletter-templates-heading" className={styles.heading}>
              {t`Templates`}
            </h2>
            {isPending ? (
              <Skeleton width="14rem" height="2.5rem" />
            ) : channels.length > 0 ? (
              <Select
                label={t`Channel`}
                selectedKey={channel?.id ?? null}
                onSelectionChange={(key) => key !== null && onChannelChange(String(key))}
              >
                {channels.map((item) => (
                  <SelectItem key={item.id} id={item.id}>
                    {`${channelName(item.channelType)} · ${item.value}`}
                  </SelectItem>
                ))}
              </Select>
            ) : null}
          </div>
          {!isPending && channels.length === 0 ? (
            <p
              className={styles.warning}
            >{t`Add a WhatsApp or email channel in the settings to send newsletters.`}</p>
          ) : null}
          <TemplateGallery channelId={channel?.id ?? null} hrefOf={(template) => wizardHref(template.id)} />
        </section>
        <aside className={styles.side} aria-label={t`Conversation credit`}>
          <CreditsPanel />
        </aside>
      </div>
    </div>
  );
}
