import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/automation/')({
  beforeLoad: () => {
    throw redirect({ to: '/automation/bot-system/overview' });
  },
});
