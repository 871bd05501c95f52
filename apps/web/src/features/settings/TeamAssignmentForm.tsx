import { useLingui } from '@lingui/react/macro';
import { Banner, Button } from '@parley/ui';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import { useSaveMessages } from '../../lib/useSaveMessages.ts';
import * as styles from './settings.css.ts';

/**
 * The form of a team assignment (a channel's team, a user's teams): its heading, the choice (`children`),
 * and Save and Cancel, both back to the teams overview. Leaving with a changed choice asks first; a save
 * that fails says so and stays.
 */
export function TeamAssignmentForm({
  headingId,
  heading,
  isDirty,
  isPending,
  save,
  saved,
  children,
}: {
  /** The heading's id: it names the section. */
  headingId: string;
  heading: string;
  isDirty: boolean;
  isPending: boolean;
  save: () => Promise<unknown>;
  /** What the message after a save names. */
  saved: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const messages = useSaveMessages();
  const [failed, setFailed] = useState(false);
  const guard = useLeaveGuard(isDirty);

  const handleSave = async () => {
    setFailed(false);
    try {
      await save();
      messages.success(saved);
      guard.allowLeave();
      await navigate({ to: '/settings/teams' });
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {guard.dialog}
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {failed ? (
        <Banner tone="critical" role="alert">
          {t`Changes not saved.`}
        </Banner>
      ) : null}
      {children}
      <div className={styles.actions}>
        <Button isPending={isPending} onPress={() => void handleSave()}>
          {t`Save`}
        </Button>
        <Button variant="secondary" onPress={() => void navigate({ to: '/settings/teams' })}>
          {t`Cancel`}
        </Button>
      </div>
    </section>
  );
}
