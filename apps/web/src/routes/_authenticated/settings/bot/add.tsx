import { createFileRoute } from '@tanstack/react-router';
import { AddBot } from '../../../../features/automation/index.ts';

export const Route = createFileRoute('/_authenticated/settings/bot/add')({
  component: AddBotRoute,
});

function AddBotRoute() {
  const { me } = Route.useRouteContext();
  return <AddBot brandId={me.company.brand.id} />;
}
