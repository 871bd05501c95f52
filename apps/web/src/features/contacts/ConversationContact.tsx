import { useLingui } from '@lingui/react/macro';
import { opportunityQueryOptions, useApi } from '@parley/api';
import { Button, ContactsIcon, Spinner, useMediaQuery } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import * as styles from './contacts.css.ts';

// The card, its hooks and its kit parts load only when the panel opens: the inbox chunk stays small.
const ContactPanel = lazy(() => import('./ContactPanel.tsx'));

/**
 * An open conversation with its contact's card beside it (spec 2). Open by default where there is
 * room (wider than 1600 px: below, the conversation keeps its width); a button opens and closes it.
 */
export function ConversationContact({
  opportunityId,
  children,
}: {
  opportunityId: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const api = useApi();
  const wide = useMediaQuery('(min-width: 1600px)');
  // Open or closed as the user last chose, across conversations (the wrapper stays mounted).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const isOpen = chosen ?? wide;
  const contactId = useQuery({
    ...opportunityQueryOptions(api, opportunityId),
    select: (o) => o.contact.id,
  }).data;
  return (
    <div className={styles.withContact}>
      {children}
      {contactId ? (
        <aside
          className={isOpen ? `${styles.aside} ${styles.asideOpen}` : styles.aside}
          aria-label={t`Contact`}
        >
          <Button
            size="sm"
            variant="quiet"
            icon={<ContactsIcon size="sm" />}
            aria-expanded={isOpen}
            onPress={() => setChosen(!isOpen)}
          >
            {isOpen ? t`Hide contact` : t`Contact`}
          </Button>
          {isOpen ? (
            <Suspense fallback={<Spinner aria-label={t`Loading contact`} />}>
              <ContactPanel key={contactId} contactId={contactId} headingLevel={3} />
            </Suspense>
          ) : null}
        </aside>
      ) : null}
    </div>
  );
}
