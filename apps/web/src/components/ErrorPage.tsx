import { Trans, useLingui } from '@lingui/react/macro';
import { AuthLayout, Button, Link } from '@parley/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageTitle } from '../lib/pageTitle.ts';

const RELOADED_KEY = 'parley.chunkReloadAt';

/** A lazily loaded chunk that no longer exists after a deploy: one reload fetches the new build. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|ChunkLoadError|error loading dynamically imported module/i.test(
    message,
  );
}

function statusOf(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

/** The error page of every route (spec 2): status and message, reload once on a failed chunk, back to dashboard. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  usePageTitle(t`Error`);
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (!chunkError) return;
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    // Reload at most once a minute, so a chunk that is really gone cannot loop.
    if (Date.now() - last > 60_000) {
      sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
      window.location.reload();
    }
  }, [chunkError]);

  const status = statusOf(error);
  return (
    <AuthLayout
      appName="WebApp"
      title={t({ id: 'FORM_ERRORS.GENERAL', message: 'Something went wrong. Please try again.' })}
    >
      <div role="alert">
        {status ? (
          <p>
            <Trans>Status {status}</Trans>
          </p>
        ) : null}
        {error instanceof Error && error.message ? <p>{error.message}</p> : null}
      </div>
      <Button variant="secondary" onPress={reset}>
        <Trans>Try again</Trans>
      </Button>
      <Link href="/dashboard" variant="standalone">
        <Trans>Back to dashboard</Trans>
      </Link>
    </AuthLayout>
  );
}
