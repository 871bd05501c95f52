import { createFileRoute } from '@tanstack/react-router';
import { ContactsImportExport } from '../../../features/importExport/index.ts';
import { guardSection } from '../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings/import-export')({
  beforeLoad: guardSection('settingsImportExport'),
  component: ContactsImportExport,
});
