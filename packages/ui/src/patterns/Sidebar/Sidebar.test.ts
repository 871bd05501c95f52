import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../primitives/Avatar/Avatar';
import { type SidebarItem, visibleSidebarItems } from './Sidebar';

const items: SidebarItem[] = [
  { id: 'a', label: 'A', href: '/a' },
  { id: 'b', label: 'B', href: '/b', level: 2 },
  { id: 'c', label: 'C', href: '/c', disabled: true },
  { id: 'd', label: 'D', href: '/d', level: 3, disabled: true },
];

describe('visibleSidebarItems', () => {
  it('hides items above the user level and disabled items', () => {
    expect(visibleSidebarItems(items, 1, false).map((i) => i.id)).toEqual(['a']);
    expect(visibleSidebarItems(items, 2, false).map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('shows disabled items only when asked (development)', () => {
    expect(visibleSidebarItems(items, 2, true).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(visibleSidebarItems(items, 3, true).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initialsOf('anna maria muster')).toBe('AM');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('   ')).toBe('');
  });
});
