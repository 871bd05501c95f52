import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AbsenceFieldsFragment } from '../gql/graphql.ts';
import { profileCache } from './cache.ts';
import { profileKeys } from './keys.ts';

const absence = (id: string): AbsenceFieldsFragment => ({
  id,
  startDate: '2026-07-01',
  endDate: '2026-07-03',
  note: null,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('profileCache.removeAbsence', () => {
  it('drops a deleted absence from the list and never fetches it again, even while its screen is open', async () => {
    const client = new QueryClient();
    const fetchList = vi.fn(async () => [absence('a'), absence('b')]);
    const fetchOne = vi.fn(async () => absence('a'));
    const listOptions = { queryKey: profileKeys.absences(), queryFn: fetchList };
    const oneOptions = { queryKey: profileKeys.absence('a'), queryFn: fetchOne };
    const list = new QueryObserver(client, listOptions);
    const editScreen = new QueryObserver(client, oneOptions);
    const stopList = list.subscribe(() => {});
    const leave = editScreen.subscribe(() => {});
    await settle();
    expect(fetchOne).toHaveBeenCalledTimes(1);

    profileCache.removeAbsence(client, 'a');
    // The edit screen renders again while the dialog closes and the app navigates away.
    editScreen.setOptions(oneOptions);
    list.setOptions(listOptions);
    await settle();

    expect(client.getQueryData<AbsenceFieldsFragment[]>(profileKeys.absences())?.map((x) => x.id)).toEqual([
      'b',
    ]);
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(fetchOne).toHaveBeenCalledTimes(1);

    // Once the edit screen is gone, so is the deleted absence's entry.
    leave();
    expect(client.getQueryCache().find({ queryKey: profileKeys.absence('a'), exact: true })).toBeUndefined();
    stopList();
  });

  it('removes an entry nobody observes at once', () => {
    const client = new QueryClient();
    client.setQueryData(profileKeys.absence('a'), absence('a'));
    profileCache.removeAbsence(client, 'a');
    expect(client.getQueryCache().find({ queryKey: profileKeys.absence('a'), exact: true })).toBeUndefined();
  });
});
