import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginScreen } from '../features/auth/index.ts';
import { searchParam } from '../lib/routeArgs.ts';

const loginSearchSchema = v.object({
  redirect: searchParam(v.pipe(v.string(), v.startsWith('/'))),
  token: searchParam(v.string()),
  impersonate: searchParam(v.unknown()),
});

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ context, search }) => {
    // Already signed in: straight to the dashboard (spec 2), unless the address brings a new sign-in.
    if (!search.token && context.app.session.isSignedIn()) {
      throw redirect({ to: '/dashboard' });
    }
  },
  component: LoginPage,
});

function LoginPage() {
  const { app } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <LoginScreen
      app={app}
      search={search}
      onSignedIn={() => navigate({ to: search.redirect ?? '/dashboard', replace: true })}
      toPlainLogin={() => void navigate({ to: '/login', search: {}, replace: true })}
    />
  );
}
