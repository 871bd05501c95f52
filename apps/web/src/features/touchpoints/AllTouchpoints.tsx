import { useLingui } from '@lingui/react/macro';
import { hasAccess } from '@parley/domain';
import { useRouteContext } from '@tanstack/react-router';
import { TouchpointsOverview } from './TouchpointsOverview.tsx';
import * as styles from './touchpoints.css.ts';

/**
 * /touchpoints: the user's own touchpoints and the company's in one place. The company's are set up by
 * its admins; other users are told whom to ask.
 */
export function AllTouchpoints() {
  const { t } = useLingui();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const isAdmin = hasAccess(me.role.type, 'admin');
  return (
    <div className={styles.page}>
      <section aria-labelledby="touchpoints-mine" className={styles.page}>
        <h2 id="touchpoints-mine" className={styles.heading}>{t`Your touchpoints`}</h2>
        <TouchpointsOverview owner="user" headingLevel={3} />
      </section>
      <section aria-labelledby="touchpoints-company" className={styles.page}>
        <h2 id="touchpoints-company" className={styles.heading}>{t`Your company's touchpoints`}</h2>
        {isAdmin ? (
          <TouchpointsOverview owner="company" headingLevel={3} />
        ) : (
          <p className={styles.text}>{t`Your company's admins set up its website widgets and QR codes.`}</p>
        )}
      </section>
    </div>
  );
}
