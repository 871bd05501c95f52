import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestScreen } from '../features/auth/index.ts';

export const Route = createFileRoute('/reset-password/')({
  component: ResetRequestScreen,
});
