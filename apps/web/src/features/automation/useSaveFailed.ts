import { useLingui } from '@lingui/react/macro';
import { useToast } from '@parley/ui';
import { failureText } from '../../lib/messages.ts';

/**
 * What a switch or save that saves at once says when the server refused it (the switch is back where
 * it was by then): "Changes not saved." (spec 4), and why when the server said so.
 */
export function useSaveFailed() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  return (error: unknown) =>
    toast.add({
      tone: 'critical',
      title: t`Changes not saved.`,
      description: failureText(i18n, error) ?? t`Please try again.`,
    });
}
