import { createFileRoute } from '@tanstack/react-router';
import { NewUser } from '../../../../features/settings/index.ts';
import { guardSection } from '../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings/users/add')({
  beforeLoad: guardSection('settingsUsersManage'),
  component: NewUser,
});
