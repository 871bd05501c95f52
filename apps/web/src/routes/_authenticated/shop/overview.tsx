import { SHOP_BILLING, SHOP_CATEGORIES, SHOP_SORTS } from '@parley/domain';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { ShopScreen } from '../../../features/shop/index.ts';
import { searchParam } from '../../../lib/routeArgs.ts';

/** ?category=grow&billing=free&sort=price (spec 2's filters and sort; all, all and newest by default). */
const searchSchema = v.object({
  category: searchParam(v.picklist([...SHOP_CATEGORIES, 'all']), 'all'),
  billing: searchParam(v.picklist([...SHOP_BILLING, 'all']), 'all'),
  sort: searchParam(v.picklist(SHOP_SORTS), 'newest'),
});

export const Route = createFileRoute('/_authenticated/shop/overview')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ category: 'all', billing: 'all', sort: 'newest' })] },
  component: ShopRoute,
});

function ShopRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ShopScreen
      view={{
        category: search.category === 'all' ? null : search.category,
        billing: search.billing === 'all' ? null : search.billing,
        sort: search.sort,
      }}
      onViewChange={(view) =>
        void navigate({
          search: { category: view.category ?? 'all', billing: view.billing ?? 'all', sort: view.sort },
          replace: true,
        })
      }
    />
  );
}
