import { describe, expect, it, vi } from 'vitest';
import { contactKeys } from './keys.ts';
import { CONTACTS_CACHE, contactListQueryOptions, customerFilterBody } from './queries.ts';

const me = { id: 'u1', companyId: 'c1' };

describe('contact lists', () => {
  it('sends the section, filters, company and page to customers/filter', () => {
    expect(customerFilterBody(me, { list: 'team', labelIds: ['l2', 'l1'], teamIds: ['t1'] }, 50)).toEqual({
      sectionType: 'team',
      userId: 'u1',
      companyId: 'c1',
      contactUserIds: [],
      selectedLabels: ['l2', 'l1'],
      teams: ['t1'],
      skip: 50,
      take: CONTACTS_CACHE.pageSize,
    });
  });

  it('keys a list by its filters, whatever order they were picked in', () => {
    expect(contactKeys.list('u1', { list: 'all', labelIds: ['b', 'a'], teamIds: [] })).toEqual(
      contactKeys.list('u1', { list: 'all', labelIds: ['a', 'b'], teamIds: [] }),
    );
    expect(contactKeys.list('u1', { list: 'all', labelIds: [], teamIds: [] })).not.toEqual(
      contactKeys.list('u1', { list: 'own', labelIds: [], teamIds: [] }),
    );
  });

  it('merges pages by skip and stops after a short page', async () => {
    const send = vi.fn(async (_m: string, _p: string, body: { skip: number }) =>
      Array.from({ length: body.skip === 0 ? CONTACTS_CACHE.pageSize : 3 }, (_, i) => ({
        id: `${body.skip + i}`,
      })),
    );
    const options = contactListQueryOptions({ rest: { send, get: vi.fn() } } as never, me, {
      list: 'own',
      labelIds: [],
      teamIds: [],
    });
    const first = await (
      options.queryFn as unknown as (c: { pageParam: number }) => Promise<{ id: string }[]>
    )({
      pageParam: 0,
    });
    const next = options.getNextPageParam(first as never, [first] as never, 0, [0]);
    expect(next).toBe(CONTACTS_CACHE.pageSize);
    const second = await (
      options.queryFn as unknown as (c: { pageParam: number }) => Promise<{ id: string }[]>
    )({
      pageParam: next as number,
    });
    expect(second[0]?.id).toBe(String(CONTACTS_CACHE.pageSize));
    expect(options.getNextPageParam(second as never, [first, second] as never, next as number, [0, 50])).toBe(
      undefined,
    );
    expect(send).toHaveBeenLastCalledWith(
      'POST',
      '/core-service/customers/filter',
      expect.objectContaining({ skip: CONTACTS_CACHE.pageSize }),
    );
  });
});
