import { createFileRoute } from '@tanstack/react-router';
import { NewQuickReply } from '../../../../features/quickReplies/index.ts';

export const Route = createFileRoute('/_authenticated/settings/quick-replies/add')({
  component: NewQuickReply,
});
