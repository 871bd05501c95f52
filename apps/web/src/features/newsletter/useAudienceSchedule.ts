import { type NewsletterAudienceRequest, scheduleQueryOptions, useApi } from '@parley/api';
import type { NewsletterWizardValues } from '@parley/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * The dispatch schedule and the live recipient count of the audience the wizard holds (preview-schedule,
 * retried as spec 7 says). The last answer stays shown while a changed audience is counted.
 */
export function useAudienceSchedule(values: NewsletterWizardValues, enabled: boolean) {
  const api = useApi();
  const request: NewsletterAudienceRequest = useDeferredValue({
    channelId: values.channelId,
    templateId: values.templateId,
    contactTypeId: values.contactTypeId || null,
    productId: values.productId || null,
    ids: values.ids,
    teamIds: values.teamIds,
    consentGiven: values.consentGiven,
  });
  return useQuery({
    ...scheduleQueryOptions(api, { ...request, consentGiven: false }),
    enabled: enabled && request.channelId !== '' && request.templateId !== '',
    placeholderData: keepPreviousData,
  });
}

export type AudienceSchedule = ReturnType<typeof useAudienceSchedule>;
