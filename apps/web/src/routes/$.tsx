import { createFileRoute, redirect } from '@tanstack/react-router';

// Unknown paths redirect to the dashboard (spec 2); signed-out users then land on /login.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});
