import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { DocumentsScreen } from '../../features/documents/index.ts';
import { searchParam } from '../../lib/routeArgs.ts';
import { guardSection } from '../../lib/sectionGuard.ts';

/** `?folder=<id>`: the open folder; none is the brand's top level. */
const searchSchema = v.object({ folder: searchParam(v.pipe(v.string(), v.maxLength(128))) });

export const Route = createFileRoute('/_authenticated/documents')({
  beforeLoad: guardSection('documents'),
  validateSearch: searchSchema,
  component: DocumentsRoute,
});

function DocumentsRoute() {
  const { folder } = Route.useSearch();
  return (
    <SectionLayout section="documents">
      <DocumentsScreen folderId={folder ?? null} />
    </SectionLayout>
  );
}
