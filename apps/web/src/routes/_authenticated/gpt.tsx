import { assistantStatusQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { GptScreen } from '../../features/assistant/index.ts';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/gpt')({
  beforeLoad: guardSection('gpt'),
  // Starts with the navigation; the screen shows its own states.
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(assistantStatusQueryOptions(app));
  },
  component: () => (
    <SectionLayout section="gpt">
      <GptScreen />
    </SectionLayout>
  ),
});
