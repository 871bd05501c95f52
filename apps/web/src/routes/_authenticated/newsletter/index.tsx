import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/newsletter/')({
  beforeLoad: () => {
    throw redirect({ to: '/newsletter/overview' });
  },
});
