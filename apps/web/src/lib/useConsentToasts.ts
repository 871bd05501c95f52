import { useLingui } from '@lingui/react/macro';
import { useToast } from '@parley/ui';

/**
 * The toasts after a contact's newsletter consent was set, or could not be (the contact panel, the
 * conversation's consent badge): a consent mutation's `onSuccess` and `onError`.
 */
export function useConsentToasts() {
  const { t } = useLingui();
  const toast = useToast();
  return {
    onSuccess: () =>
      toast.add({
        tone: 'positive',
        title: t({ id: 'NEWSLETTER.SUCCESS', message: 'Saved successfully.' }),
      }),
    onError: () =>
      toast.add({
        tone: 'critical',
        title: t({ id: 'FORM_ERRORS.GENERAL', message: 'Something went wrong. Please try again.' }),
      }),
  };
}
