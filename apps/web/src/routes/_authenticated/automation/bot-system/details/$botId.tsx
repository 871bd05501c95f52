import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EmptyList } from '../../../../../components/EmptySection.tsx';
import { paramsOf } from '../../../../../lib/routeArgs.ts';
import { guardSection } from '../../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/automation/bot-system/details/$botId')({
  params: paramsOf(v.object({ botId: idSchema })),
  beforeLoad: guardSection('botDetails'),
  component: EmptyList,
});
