import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../features/auth/index.ts';

export const Route = createFileRoute('/reset-password/$token')({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  return <ResetPasswordScreen token={token} />;
}
