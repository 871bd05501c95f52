import { createFileRoute } from '@tanstack/react-router';
import { ProfileSettings } from '../../../features/profile/index.ts';

export const Route = createFileRoute('/_authenticated/profile/settings')({
  component: ProfileSettings,
});
