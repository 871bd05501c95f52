import { createFileRoute } from '@tanstack/react-router';
import { NewQuickReply } from '../../../../features/quickReplies/index.ts';

export const Route = createFileRoute('/_authenticated/profile/quick-replies/add')({
  component: () => <NewQuickReply scope="user" />,
});
