import { createFileRoute } from '@tanstack/react-router';
import { NewQuickReply } from '../../../../features/quickReplies/NewQuickReply.tsx';

export const Route = createFileRoute('/_authenticated/settings/quick-replies/add')({
  component: NewQuickReply,
});
