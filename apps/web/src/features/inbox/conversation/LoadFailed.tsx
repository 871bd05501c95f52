import { useLingui } from '@lingui/react/macro';
import { Button, EmptyState } from '@parley/ui';
import type { ReactNode } from 'react';

/** Something the network did not deliver, with the user's own retry. */
export function LoadFailed({
  title,
  icon,
  onRetry,
}: {
  title: string;
  icon?: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={t`Check your connection and try again.`}
      action={
        <Button variant="secondary" onPress={onRetry}>
          {t`Try again`}
        </Button>
      }
    />
  );
}
