import { createFileRoute } from '@tanstack/react-router';
import { TouchpointsOverview } from '../../../../features/touchpoints/index.ts';

export const Route = createFileRoute('/_authenticated/settings/touchpoints-settings/')({
  component: TouchpointsOverview,
});
