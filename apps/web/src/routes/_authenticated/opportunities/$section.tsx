import { createFileRoute, redirect } from '@tanstack/react-router';
import { EmptyList } from '../../../components/EmptySection.tsx';

const sections: readonly string[] = ['mine', 'shared', 'new_customers', 'team'];

export const Route = createFileRoute('/_authenticated/opportunities/$section')({
  beforeLoad: ({ params }) => {
    if (!sections.includes(params.section))
      throw redirect({ to: '/opportunities/$section', params: { section: 'mine' } });
  },
  component: EmptyList,
});
