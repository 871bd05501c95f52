import {
  botsQueryOptions,
  companyLabelsQueryOptions,
  companyPortfolioQueryOptions,
  settingsUsersQueryOptions,
  templatesQueryOptions,
  useApi,
} from '@parley/api';
import { useQuery } from '@tanstack/react-query';

type Option = { id: string; name: string };

/**
 * What a bot's settings and node editors choose from: the company's active users, its brand's products
 * and customer types, its labels, its WhatsApp templates and its bots. Each list loads when asked for.
 */
export function useBotOptions(
  companyId: string,
  wanted: { users?: boolean; portfolio?: boolean; labels?: boolean; templates?: boolean; bots?: boolean },
) {
  const api = useApi();
  const users = useQuery({ ...settingsUsersQueryOptions(api), enabled: Boolean(wanted.users) });
  const portfolio = useQuery({ ...companyPortfolioQueryOptions(api), enabled: Boolean(wanted.portfolio) });
  const labels = useQuery({ ...companyLabelsQueryOptions(api, companyId), enabled: Boolean(wanted.labels) });
  const templates = useQuery({ ...templatesQueryOptions(api, null), enabled: Boolean(wanted.templates) });
  const bots = useQuery({ ...botsQueryOptions(api), enabled: Boolean(wanted.bots) });
  const named = (list: readonly Option[] | undefined) => list ?? [];
  return {
    users: named(
      users.data
        ?.filter((user) => user.active)
        .map((user) => ({
          id: user.id,
          name: [user.profile?.firstName, user.profile?.lastName].filter(Boolean).join(' ') || user.email,
        })),
    ),
    products: named(portfolio.data?.products.map(({ id, name }) => ({ id, name }))),
    customerTypes: named(portfolio.data?.customerTypes.map(({ id, name }) => ({ id, name }))),
    labels: named(labels.data?.map((label) => ({ id: label.key, name: label.key }))),
    templates: named(templates.data?.map((template) => ({ id: template.id, name: template.metadata.title }))),
    bots: bots.data ?? [],
  };
}
