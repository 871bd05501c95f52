import { useMutation } from '@tanstack/react-query';
import { useApi } from '../apiContext.ts';
import type {
  AutoresponderConfigInput,
  AutorespondersQuery,
  BotConfigPayload,
  BotsQuery,
  ConsentBotInput,
} from '../gql/graphql.ts';
import { graphqlRequest } from '../graphql/request.ts';
import {
  autoresponderUpdateMutation,
  consentBotUpdateMutation,
  createBotFromBrandMutation,
  updateBotConfigMutation,
} from './documents.ts';
import { automationKeys } from './keys.ts';

type Autoresponders = AutorespondersQuery['autoresponders'];
type Bots = BotsQuery['bots'];

/**
 * Switches an autoresponder on or off, or saves its reply. A switch shows at once (optimistic) and
 * returns to where it was when the save fails; the caller says so.
 */
export function useUpdateAutoresponder() {
  const api = useApi();
  const key = automationKeys.autoresponders();
  return useMutation({
    mutationFn: async (input: { id: string; active?: boolean; config?: AutoresponderConfigInput }) =>
      (await graphqlRequest(api.graphql, autoresponderUpdateMutation, input)).autoresponderUpdate,
    onMutate: async (input) => {
      if (input.active === undefined) return { previous: undefined };
      await api.queryClient.cancelQueries({ queryKey: key });
      const previous = api.queryClient.getQueryData<Autoresponders>(key);
      api.queryClient.setQueryData<Autoresponders>(key, (list) =>
        list?.map((item) => (item.id === input.id ? { ...item, active: input.active as boolean } : item)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) api.queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) =>
      api.queryClient.setQueryData<Autoresponders>(key, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      ),
    onSettled: () => api.queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Switches the consent bot or saves its question and keywords (optimistic switch, as above). */
export function useUpdateConsentBot() {
  const api = useApi();
  const key = automationKeys.consentBot();
  return useMutation({
    mutationFn: async (input: { active?: boolean; config?: ConsentBotInput }) =>
      (await graphqlRequest(api.graphql, consentBotUpdateMutation, input)).consentBotUpdate,
    onMutate: async (input) => {
      if (input.active === undefined) return { previous: undefined };
      await api.queryClient.cancelQueries({ queryKey: key });
      const previous = api.queryClient.getQueryData(key);
      api.queryClient.setQueryData(key, (bot: object | undefined) => bot && { ...bot, active: input.active });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) api.queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => api.queryClient.setQueryData(key, saved),
  });
}

/**
 * Saves a bot's name, one node, its flow or its settings, and/or switches it on or off. A switch shows
 * at once in the bots list (optimistic) and returns to where it was when the save fails.
 */
export function useUpdateBot() {
  const api = useApi();
  const listKey = automationKeys.bots();
  return useMutation({
    mutationFn: async (input: { id: string; payload?: BotConfigPayload; active?: boolean }) =>
      (await graphqlRequest(api.graphql, updateBotConfigMutation, input)).updateBotConfig,
    onMutate: async (input) => {
      if (input.active === undefined) return { previous: undefined };
      await api.queryClient.cancelQueries({ queryKey: listKey, exact: true });
      const previous = api.queryClient.getQueryData<Bots>(listKey);
      api.queryClient.setQueryData<Bots>(listKey, (list) =>
        list?.map((bot) => (bot.id === input.id ? { ...bot, active: input.active as boolean } : bot)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) api.queryClient.setQueryData(listKey, context.previous);
    },
    onSuccess: (bot) => {
      api.queryClient.setQueryData(automationKeys.bot(bot.id), bot);
      api.queryClient.setQueryData<Bots>(listKey, (list) =>
        list?.map((item) => (item.id === bot.id ? bot : item)),
      );
    },
    onSettled: () =>
      Promise.all([
        api.queryClient.invalidateQueries({ queryKey: listKey, exact: true }),
        api.queryClient.invalidateQueries({ queryKey: ['shop', 'company-bots'] }),
      ]),
  });
}

/** Installs one of the brand's bots in the company (switched off). */
export function useCreateBotFromBrand() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: { brandBotId: string; name: string }) =>
      (await graphqlRequest(api.graphql, createBotFromBrandMutation, input)).createBotFromBrand,
    onSuccess: () =>
      Promise.all([
        api.queryClient.invalidateQueries({ queryKey: automationKeys.bots() }),
        api.queryClient.invalidateQueries({ queryKey: ['shop', 'company-bots'] }),
      ]),
  });
}
