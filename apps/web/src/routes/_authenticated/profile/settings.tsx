import { createFileRoute } from '@tanstack/react-router';
import { ProfileSettings } from '../../../features/profile/ProfileSettings.tsx';

export const Route = createFileRoute('/_authenticated/profile/settings')({
  component: ProfileSettings,
});
