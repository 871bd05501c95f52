import { createFileRoute, redirect } from '@tanstack/react-router';
import { EmptyList } from '../../../components/EmptySection.tsx';

const lists: readonly string[] = ['mine', 'done'];

export const Route = createFileRoute('/_authenticated/tasks/$list')({
  beforeLoad: ({ params }) => {
    if (!lists.includes(params.list)) throw redirect({ to: '/tasks/$list', params: { list: 'mine' } });
  },
  component: EmptyList,
});
