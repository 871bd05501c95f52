import { createFileRoute } from '@tanstack/react-router';
import { InProgressList } from '../../../features/newsletter/index.ts';

export const Route = createFileRoute('/_authenticated/newsletter/in-progress')({
  component: InProgressList,
});
