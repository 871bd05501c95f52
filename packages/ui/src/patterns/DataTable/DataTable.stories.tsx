import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../../primitives/Badge/Badge';
import { Banner } from '../../primitives/Banner/Banner';
import preview from '../../stories/preview';
import { EmptyState } from '../EmptyState/EmptyState';
import { DataTable, type DataTableColumn, type SortDescriptor } from './DataTable';

type User = { id: string; name: string; email: string; role: string; active: boolean };

const users: User[] = [
  { id: 'u1', name: 'Anna Muster', email: 'anna@example.com', role: 'Company admin', active: true },
  { id: 'u2', name: 'Ben Berger', email: 'ben@example.com', role: 'Company user', active: true },
  { id: 'u3', name: 'Clara Zeller', email: 'clara@example.com', role: 'Company user', active: false },
];

const columns: DataTableColumn<User>[] = [
  { id: 'name', header: 'Name', cell: (user) => user.name, isRowHeader: true, allowsSorting: true },
  { id: 'email', header: 'Email', cell: (user) => user.email, allowsSorting: true },
  { id: 'role', header: 'Role', cell: (user) => user.role },
  {
    id: 'active',
    header: 'Status',
    align: 'end',
    cell: (user) => (
      <Badge tone={user.active ? 'positive' : 'neutral'}>{user.active ? 'Active' : 'Inactive'}</Badge>
    ),
  },
];

const meta = preview.meta({
  component: DataTable<User>,
  args: {
    'aria-label': 'Users',
    columns,
    rows: users,
    getRowId: (user: User) => user.id,
  },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Users' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: 'Anna Muster' })).toBeInTheDocument();
  },
});

export const RowLinks = meta.story({
  args: { getRowHref: (user: User) => `#users/${user.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Ben Berger/ });
    await expect(row).toHaveAttribute('data-href', '#users/u2');
    // Before any hover the row's name reads as a link: not the colour of the other cells.
    const name = canvas.getByRole('rowheader', { name: 'Ben Berger' });
    const email = canvas.getByRole('gridcell', { name: 'ben@example.com' });
    await expect(getComputedStyle(name).color).not.toBe(getComputedStyle(email).color);
  },
});

export const RowAction = meta.story({
  args: { onRowAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Clara Zeller' }));
    await expect(args.onRowAction).toHaveBeenCalledWith('u3');
  },
});

export const Sortable = meta.story({
  render: (args) => {
    const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
    const sorted = [...users].sort((a, b) => {
      const key = sort.column === 'email' ? 'email' : 'name';
      const order = a[key].localeCompare(b[key]);
      return sort.direction === 'ascending' ? order : -order;
    });
    return <DataTable {...args} rows={sorted} sortDescriptor={sort} onSortChange={setSort} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Name' }));
    const rows = canvas.getAllByRole('rowheader');
    await expect(rows[0]).toHaveTextContent('Clara Zeller');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
});

export const Loading = meta.story({
  args: { isLoading: true, loadingLabel: 'Loading users…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading users…');
    await expect(canvas.queryByText('Anna Muster')).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({
  args: {
    rows: [],
    emptyState: (
      <EmptyState headingLevel={3} title="No users yet" description="Invite your first colleague." />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No users yet' })).toBeInTheDocument();
  },
});

export const ErrorState = meta.story({
  args: {
    errorState: <Banner tone="critical" title="The users could not be loaded." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The users could not be loaded.')).toBeInTheDocument();
    await expect(canvas.queryByText('Anna Muster')).not.toBeInTheDocument();
  },
});
