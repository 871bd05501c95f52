import { idSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewsDetail } from '../../../../features/news/index.ts';
import { paramsOf } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/news/overview/$id')({
  params: paramsOf(v.object({ id: idSchema }), () => {
    throw redirect({ to: '/news/overview' });
  }),
  component: NewsItemRoute,
});

function NewsItemRoute() {
  const { id } = Route.useParams();
  return <NewsDetail key={id} id={id} />;
}
