import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AppointmentFieldsFragment } from '../gql/graphql.ts';
import { appointmentsCache } from './cache.ts';
import { appointmentKeys } from './keys.ts';

const appointment = (id: string): AppointmentFieldsFragment =>
  ({ id, name: id, state: 'accepted', originType: 'OWN' }) as AppointmentFieldsFragment;

describe('appointmentsCache.markCancelled', () => {
  it('turns the appointment cancelled in every cached week, the dashboard and its entry, without a fetch', () => {
    const client = new QueryClient();
    const weekA = appointmentKeys.week('2026-03-22T23:00:00Z', '2026-03-29T22:00:00Z');
    const weekB = appointmentKeys.week('2026-03-29T22:00:00Z', '2026-04-05T22:00:00Z');
    client.setQueryData(weekA, [appointment('a'), appointment('b')]);
    client.setQueryData(weekB, [appointment('c')]);
    client.setQueryData(appointmentKeys.upcoming(), { total: 1, items: [appointment('a')] });
    client.setQueryData(appointmentKeys.detail('a'), appointment('a'));
    const before = client.getQueryState(weekA)?.dataUpdateCount ?? 0;

    appointmentsCache.markCancelled(client, 'a');

    expect(client.getQueryData<AppointmentFieldsFragment[]>(weekA)?.map((x) => x.state)).toEqual([
      'cancelled',
      'accepted',
    ]);
    expect(client.getQueryData<AppointmentFieldsFragment[]>(weekB)?.map((x) => x.state)).toEqual([
      'accepted',
    ]);
    expect(
      client.getQueryData<{ items: AppointmentFieldsFragment[] }>(appointmentKeys.upcoming())?.items[0]
        ?.state,
    ).toBe('cancelled');
    expect(client.getQueryData<AppointmentFieldsFragment>(appointmentKeys.detail('a'))?.state).toBe(
      'cancelled',
    );
    // Set in place: nothing was invalidated, so nothing refetches.
    expect(client.getQueryState(weekA)?.isInvalidated).toBe(false);
    expect(client.getQueryState(weekA)?.dataUpdateCount).toBe(before + 1);
  });
});
