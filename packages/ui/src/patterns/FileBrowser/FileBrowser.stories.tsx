import { expect, userEvent, within } from 'storybook/test';
import { Banner } from '../../primitives/Banner/Banner';
import { inBox, spies } from '../../stories/helpers';
import preview from '../../stories/preview';
import { FileBrowser } from './FileBrowser';

const meta = preview.meta({
  component: FileBrowser,
  decorators: [inBox({ maxWidth: 720 })],
  args: {
    breadcrumbs: [
      { id: null, name: 'Brand documents' },
      { id: 'marketing', name: 'Marketing' },
    ],
    folders: [
      { id: 'campaigns', name: 'Campaigns 2026' },
      { id: 'logos', name: 'Logos' },
    ],
    files: [{ id: 'guide', name: 'Brand guidelines.pdf', sizeText: '1.2 KB', dateText: '23.11.2026' }],
    ...spies('onOpenFolder', 'onOpenFile', 'onDownloadFile', 'onRetry'),
  },
});

export const Folder = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Folders' });
    await expect(within(crumbs).getByText('Marketing')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(crumbs).getByRole('button', { name: 'Brand documents' }));
    await expect(args.onOpenFolder).toHaveBeenCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: 'Folder Logos' }));
    await expect(args.onOpenFolder).toHaveBeenCalledWith('logos');
    await userEvent.click(canvas.getByRole('button', { name: 'Open Brand guidelines.pdf' }));
    await expect(args.onOpenFile).toHaveBeenCalledWith(expect.objectContaining({ id: 'guide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download Brand guidelines.pdf' }));
    await expect(args.onDownloadFile).toHaveBeenCalledWith(expect.objectContaining({ id: 'guide' }));
  },
});

export const TopLevel = meta.story({
  args: {
    breadcrumbs: [{ id: null, name: 'Brand documents' }],
    folders: [
      { id: 'guides', name: 'Guides' },
      { id: 'marketing', name: 'Marketing' },
      { id: 'prices', name: 'Price lists' },
    ],
    files: [],
  },
});

export const Loading = meta.story({
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
});

export const Empty = meta.story({
  args: { folders: [], files: [], emptyDescription: 'Nothing has been shared here yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This folder is empty' })).toBeVisible();
  },
});

export const LoadError = meta.story({
  args: { state: 'error', errorDescription: 'Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The folder could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
});

export const DownloadFailed = meta.story({
  args: {
    pendingFileId: null,
    notice: (
      <Banner tone="critical" title="Something went wrong. Please try again.">
        Brand guidelines.pdf
      </Banner>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
});

export const Downloading = meta.story({
  args: { pendingFileId: 'guide' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Download Brand guidelines.pdf' }),
    ).toBeVisible();
  },
});
