import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordScreen } from '../features/auth/index.ts';
import { paramsOf } from '../lib/routeArgs.ts';

/** The reset mail's code (the identity provider's, some 50 characters): bounded, far above that. */
const tokenSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(512));

export const Route = createFileRoute('/reset-password/$token')({
  // A code no mail carries is no reset link: ask for a new mail.
  params: paramsOf(v.object({ token: tokenSchema }), () => {
    throw redirect({ to: '/reset-password' });
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  return <ResetPasswordScreen token={token} />;
}
