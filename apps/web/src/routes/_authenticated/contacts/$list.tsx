import { createFileRoute, redirect } from '@tanstack/react-router';
import { EmptyList } from '../../../components/EmptySection.tsx';

const lists: readonly string[] = ['own', 'all', 'team'];

export const Route = createFileRoute('/_authenticated/contacts/$list')({
  beforeLoad: ({ params }) => {
    if (!lists.includes(params.list)) throw redirect({ to: '/contacts/$list', params: { list: 'own' } });
  },
  component: EmptyList,
});
