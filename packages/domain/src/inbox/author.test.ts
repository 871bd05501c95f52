import { describe, expect, it } from 'vitest';
import { staffAuthorOf } from './author.ts';

const ada = { id: 'u-ada', firstName: 'Ada', lastName: 'Admin' };

describe('staffAuthorOf', () => {
  it('calls the viewer "you" and names a colleague', () => {
    expect(staffAuthorOf(ada, 'u-ada')).toEqual({ self: true });
    expect(staffAuthorOf(ada, 'u-uwe')).toEqual({ self: false, name: 'Ada' });
    expect(staffAuthorOf({ id: 'u-x', firstName: ' ', lastName: 'Xander' }, 'u-uwe')).toEqual({
      self: false,
      name: 'Xander',
    });
  });

  it('does not know an author without a user or a name', () => {
    expect(staffAuthorOf(null, 'u-uwe')).toBeNull();
    expect(staffAuthorOf({ id: 'u-x', firstName: null, lastName: '' }, 'u-uwe')).toBeNull();
  });
});
