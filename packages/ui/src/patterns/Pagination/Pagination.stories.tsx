import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Pagination, type PaginationProps } from './Pagination';

const meta = preview.meta({
  component: Pagination,
  args: {
    'aria-label': 'Pages of the audit log',
    page: 2,
    pageCount: 5,
    onPageChange: fn(),
    previousLabel: 'Previous',
    nextLabel: 'Next',
    statusLabel: 'Page 2 of 5',
  },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pages of the audit log' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
});

/** At either end the button stays in its place, disabled, so nothing under the pointer moves. */
export const FirstAndLastPage = meta.story({
  args: { page: 1, pageCount: 1, statusLabel: 'Page 1 of 1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
  },
});

function Paging(props: PaginationProps) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      {...props}
      page={page}
      pageCount={3}
      onPageChange={setPage}
      statusLabel={`Seite ${page} von 3`}
      previousLabel="Zurück"
      nextLabel="Weiter"
    />
  );
}

/** Keyboard only: Tab reaches the enabled button, Enter turns the page, the status follows. */
export const WithTheKeyboard = meta.story({
  render: (args) => <Paging {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Seite 2 von 3')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Seite 3 von 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  },
});
