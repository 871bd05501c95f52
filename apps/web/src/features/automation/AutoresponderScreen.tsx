import { useLingui } from '@lingui/react/macro';
import {
  type AutorespondersQuery,
  autorespondersQueryOptions,
  consentBotQueryOptions,
  useApi,
  useUpdateAutoresponder,
  useUpdateConsentBot,
} from '@parley/api';
import { AUTORESPONDER_GROUPS, type AutoresponderGroup, type AutoresponderType } from '@parley/domain';
import { Card, Link, Skeleton, Switch } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/LoadError.tsx';
import * as styles from './automation.css.ts';
import { useAutomationTexts } from './texts.ts';
import { useSaveFailed } from './useSaveFailed.ts';

type Responder = AutorespondersQuery['autoresponders'][number];

/**
 * automation/autoresponder (admins): the company's autoresponders in spec 2's three groups (incoming
 * messages, triggered by user, opt-in) and the consent bot. A switch saves at once, goes back and says
 * so when the save fails; the revoke confirmation's switch is locked on. Each reply opens its editor.
 */
export function AutoresponderScreen() {
  const { t } = useLingui();
  const api = useApi();
  const failed = useSaveFailed();
  const texts = useAutomationTexts();
  const responders = useQuery(autorespondersQueryOptions(api));
  const consentBot = useQuery(consentBotQueryOptions(api));
  const update = useUpdateAutoresponder();
  const updateConsentBot = useUpdateConsentBot();

  const toggle = (responder: Responder, active: boolean) =>
    update.mutate({ id: responder.id, active }, { onError: failed });

  if (responders.isError)
    return (
      <LoadError
        onRetry={() => void responders.refetch()}
      >{t`The autoresponders could not be loaded.`}</LoadError>
    );
  if (!responders.data)
    return <Skeleton shape="rect" height="20rem" aria-label={t`Loading autoresponders…`} />;
  const byType = new Map(responders.data.map((responder) => [responder.type, responder]));

  const row = (type: AutoresponderType) => {
    const responder = byType.get(type);
    if (!responder) return null;
    const { name, description } = texts.responders[type];
    return (
      <li key={type} className={styles.responder}>
        <div className={styles.responderText}>
          <Link href={`/automation/autoresponder/${type}`}>{name}</Link>
          <span className={styles.muted}>{description}</span>
          <p className={styles.responderBody}>{responder.config.body}</p>
        </div>
        <Switch
          aria-label={t`${name} active`}
          isSelected={responder.active}
          onChange={(active) => toggle(responder, active)}
          isLocked={responder.locked}
          lockedDescription={responder.locked ? t`Always sent.` : undefined}
        >
          {responder.active ? t`On` : t`Off`}
        </Switch>
      </li>
    );
  };

  const group = (id: AutoresponderGroup) => (
    <Card key={id} title={texts.groups[id].title} headingLevel={2}>
      <p className={styles.intro}>{texts.groups[id].description}</p>
      <ul className={styles.responderList}>
        {AUTORESPONDER_GROUPS[id].map(row)}
        {id === 'optIn' && consentBot.data ? (
          <li className={styles.responder}>
            <div className={styles.responderText}>
              <Link href="/automation/autoresponder/consent-bot">{t`Consent bot`}</Link>
              <span className={styles.muted}>
                {t`Asks customers whose consent is unknown and records their answer.`}
              </span>
              <p className={styles.responderBody}>{consentBot.data.question}</p>
            </div>
            <Switch
              aria-label={t`Consent bot active`}
              isSelected={consentBot.data.active}
              onChange={(active) => updateConsentBot.mutate({ active }, { onError: failed })}
            >
              {consentBot.data.active ? t`On` : t`Off`}
            </Switch>
          </li>
        ) : null}
      </ul>
    </Card>
  );

  return <div className={styles.groups}>{(['incoming', 'user', 'optIn'] as const).map(group)}</div>;
}
