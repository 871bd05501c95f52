import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { ReviewCard, ReviewCardSkeleton } from './ReviewCard';

const meta = preview.meta({
  component: ReviewCard,
  decorators: [inBox({ maxWidth: 640 })],
  args: {
    authorName: 'Erika Mustermann',
    rating: 4,
    text: 'Great advice and a quick answer over WhatsApp. Happy to come back!',
    dateText: '22.11.2026, 14:05',
    dateTime: '2026-11-22T13:05:00Z',
    channelName: 'Demo GmbH Berlin',
  },
});

export const Unanswered = meta.story({
  args: { actions: <Button onPress={fn()}>Reply</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Erika Mustermann' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
  },
});

export const Answered = meta.story({
  args: {
    rating: 2,
    ratingLabel: '2 von 5 Sternen',
    reply: { text: 'We are sorry, Erika. We will call you today.', metaText: 'Ada Admin · 22.11.2026' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '2 von 5 Sternen' })).toBeVisible();
    await expect(canvas.getByText('Your reply')).toBeVisible();
  },
});

/** A reply Google did not publish: the card says why; the screen offers to send it again. */
export const ReplyNotPublished = meta.story({
  args: {
    rating: 1,
    reply: {
      text: 'Das tut uns leid. Schreib uns gern direkt.',
      metaText: 'Ada Admin · 22.11.2026',
      status: { tone: 'critical', label: 'Not published on Google: Google refused the reply.' },
    },
    actions: <Button onPress={fn()}>Send again</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not published on Google: Google refused the reply.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled();
  },
});

export const RatingOnly = meta.story({
  args: { rating: 5, text: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No text, rating only')).toBeVisible();
  },
});

export const Loading = meta.story({ render: () => <ReviewCardSkeleton /> });
