import { idSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewsDetail } from '../../../../features/news/index.ts';

const paramsSchema = v.object({ id: idSchema });

export const Route = createFileRoute('/_authenticated/news/overview/$id')({
  params: {
    parse: (params) => {
      const parsed = v.safeParse(paramsSchema, params);
      if (!parsed.success) throw redirect({ to: '/news/overview' });
      return parsed.output;
    },
    stringify: (params) => params,
  },
  component: NewsItemRoute,
});

function NewsItemRoute() {
  const { id } = Route.useParams();
  return <NewsDetail key={id} id={id} />;
}
