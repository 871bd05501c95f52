import { useLingui } from '@lingui/react/macro';
import { companyLabelsQueryOptions, settingsTeamsQueryOptions, useApi } from '@parley/api';
import type { ContactList as ContactListName } from '@parley/domain';
import { AddIcon, Button, ContactsIcon, EmptyState, SearchField, Select, SelectItem } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useChildMatches, useParams, useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSettled } from '../../lib/useSettled.ts';
import { type ContactFilterSearch, contactListArgs } from './args.ts';
import { ContactList } from './ContactList.tsx';
import { ContactSearchResults } from './ContactSearchResults.tsx';
import * as styles from './contacts.css.ts';

type ContactsSectionProps = {
  list: ContactListName;
  search: ContactFilterSearch;
  onSearchChange: (search: ContactFilterSearch) => void;
};

const ALL = '*';

// The new-contact dialog loads when it is first opened.
const ContactDialogs = lazy(() => import('./ContactDialogs.tsx'));

/** `?label=…&team=…` of the chosen filters, or '' (row links then stay plain paths, the fast case). */
function searchString(search: ContactFilterSearch): string {
  const params = new URLSearchParams();
  if (search.label) params.set('label', search.label);
  if (search.team) params.set('team', search.team);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** /contacts/own, /all and /team: the filtered list beside the open contact. */
export function ContactsSection({ list, search, onSearchChange }: ContactsSectionProps) {
  const { t } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const selectedId = useParams({ strict: false, select: (params) => params.id ?? null });
  const hasChild = useChildMatches({ select: (matches) => matches.length > 0 });
  const labels = useQuery(companyLabelsQueryOptions(api, me.company.id));
  const teams = useQuery(settingsTeamsQueryOptions(api));
  const { label, team } = search;
  const filter = useMemo(() => contactListArgs(list, { label, team }), [list, label, team]);
  const [creating, setCreating] = useState(false);
  // The search box: its text, and what is searched 300 ms after the last key (from 2 characters).
  const [text, setText] = useState('');
  const settled = useSettled(text.trim());
  const query = settled.length >= 2 ? settled : '';
  const listLabels = { own: t`My contacts`, all: t`All contacts`, team: t`Team contacts` };
  const labelItems = [
    { id: ALL, name: t`All labels` },
    ...(labels.data ?? []).map((l) => ({ id: l.id, name: l.key })),
  ];
  const teamItems = [
    { id: ALL, name: t`All teams` },
    ...(teams.data ?? []).map((team) => ({ id: team.id, name: team.name })),
  ];

  return (
    <div className={styles.split}>
      <section className={styles.listPane} aria-label={listLabels[list]}>
        <div className={styles.filters}>
          <Select
            label={t`Label`}
            items={labelItems}
            selectedKey={search.label ?? ALL}
            onSelectionChange={(key) =>
              onSearchChange({ ...search, label: key === ALL || key === null ? undefined : String(key) })
            }
            isDisabled={labels.isError}
            description={labels.isError ? t`The labels could not be loaded.` : undefined}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Select
            label={t`Team`}
            items={teamItems}
            selectedKey={search.team ?? ALL}
            onSelectionChange={(key) =>
              onSearchChange({ ...search, team: key === ALL || key === null ? undefined : String(key) })
            }
            isDisabled={teams.isError}
            description={teams.isError ? t`The teams could not be loaded.` : undefined}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </div>
        <div className={styles.searchBox}>
          <SearchField
            label={t`Search contacts`}
            isLabelHidden
            placeholder={t`Search contacts`}
            clearLabel={t`Clear search`}
            value={text}
            onChange={setText}
            inputProps={{ maxLength: 100 }}
          />
        </div>
        <div className={styles.newContact}>
          <Button variant="secondary" icon={<AddIcon size="sm" />} onPress={() => setCreating(true)}>
            {t`New contact`}
          </Button>
        </div>
        {creating ? (
          <Suspense fallback={null}>
            <ContactDialogs dialog="new" onClose={() => setCreating(false)} />
          </Suspense>
        ) : null}
        {query ? (
          <ContactSearchResults list={list} query={query} selectedId={selectedId} />
        ) : (
          <ContactList
            filter={filter}
            selectedId={selectedId}
            label={listLabels[list]}
            hrefSearch={searchString(search)}
          />
        )}
      </section>
      <div className={styles.detailPane}>{hasChild ? <Outlet /> : <NoContactOpen />}</div>
    </div>
  );
}

function NoContactOpen() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<ContactsIcon size="lg" />}
      title={t`No contact open`}
      description={t`Choose a contact from the list.`}
    />
  );
}
