import { useLingui } from '@lingui/react/macro';
import { type MyProfileQuery, myProfileQueryOptions, useApi } from '@parley/api';
import { teamAddressLinesOf } from '@parley/domain';
import { Card, Link, Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { AvatarCard } from './AvatarCard.tsx';
import { InformationCard } from './InformationCard.tsx';
import { PortfolioCard } from './PortfolioCard.tsx';
import * as styles from './profile.css.ts';

export type MyProfile = MyProfileQuery['me'];

/**
 * profile/information (spec 2): avatar with crop, the information card with the change-password
 * dialog, the brand's mobile apps, the user's teams and their service portfolio.
 */
export function ProfileInformation() {
  const { t } = useLingui();
  const api = useApi();
  const profile = useQuery(myProfileQueryOptions(api));

  if (profile.isPending)
    return (
      <div className={styles.page} aria-busy="true">
        <span className={styles.visuallyHidden}>{t`Loading your profile…`}</span>
        {[0, 1, 2].map((key) => (
          <Card key={key}>
            <Skeleton width="10rem" />
            <Skeleton width="100%" height="6rem" />
          </Card>
        ))}
      </div>
    );
  if (profile.isError)
    return (
      <LoadError onRetry={() => void profile.refetch()}>{t`Your profile could not be loaded.`}</LoadError>
    );

  const me = profile.data;
  return (
    <div className={styles.page}>
      <div className={styles.stack}>
        <AvatarCard me={me} />
        <InformationCard me={me} />
      </div>
      <div className={styles.stack}>
        <PortfolioCard me={me} />
        <TeamCards me={me} />
        <MobileAppsCard me={me} />
      </div>
    </div>
  );
}

function TeamCards({ me }: { me: MyProfile }) {
  const { t } = useLingui();
  if (me.teams.length === 0)
    return (
      <Card title={t`Teams`}>
        <p className={styles.note}>{t`You are not in a team yet. An admin adds you to teams.`}</p>
      </Card>
    );
  return (
    <>
      {me.teams.map((team) => {
        const lines = teamAddressLinesOf(team.address);
        return (
          <Card key={team.id} title={t`Team ${team.name}`}>
            {lines ? (
              <address className={styles.definition}>
                {lines.map((line, index) => (
                  <Fragment key={line}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </address>
            ) : (
              <p className={styles.note}>{t`No address`}</p>
            )}
          </Card>
        );
      })}
    </>
  );
}

/** The brand's apps in the stores (Brand.androidId, iosStoreId); the card says so when there are none. */
function MobileAppsCard({ me }: { me: MyProfile }) {
  const { t } = useLingui();
  const { androidId, iosStoreId, appName } = me.company.brand;
  return (
    <Card title={t`Mobile apps`}>
      {androidId || iosStoreId ? (
        <div className={styles.stack}>
          <p className={styles.note}>{t`Answer your customers on the go with the ${appName} app.`}</p>
          <div className={styles.actions}>
            {androidId ? (
              <Link
                href={`https://play.google.com/store/apps/details?id=${encodeURIComponent(androidId)}`}
                target="_blank"
                rel="noreferrer"
                variant="standalone"
              >
                {t`${appName} on Google Play`}
              </Link>
            ) : null}
            {iosStoreId ? (
              <Link
                href={`https://apps.apple.com/app/id${encodeURIComponent(iosStoreId)}`}
                target="_blank"
                rel="noreferrer"
                variant="standalone"
              >
                {t`${appName} in the App Store`}
              </Link>
            ) : null}
          </div>
        </div>
      ) : (
        <p className={styles.note}>{t`Your brand has no mobile app yet.`}</p>
      )}
    </Card>
  );
}
