import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EmptySection } from '../../../../components/EmptySection.tsx';
import { paramsOf } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/automation/autoresponder/$type')({
  // The autoresponders are not built yet, so their types are not known here: a bounded key.
  params: paramsOf(v.object({ type: idSchema })),
  component: EmptySection,
});
