import { chatTouchpointsQueryOptions } from '@parley/api';
import { qrTypeSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { QrCodes } from '../../../../../features/touchpoints/index.ts';
import { paramsOf } from '../../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/profile/touchpoints-profile/qr-codes/$qrType')({
  params: paramsOf(v.object({ qrType: qrTypeSchema }), () => {
    throw redirect({ to: '/profile/touchpoints-profile' });
  }),
  loader: ({ context: { app }, params: { qrType } }) => {
    void app.queryClient.prefetchQuery(chatTouchpointsQueryOptions(app, qrType, 'user'));
  },
  component: QrRoute,
});

function QrRoute() {
  const { qrType } = Route.useParams();
  return <QrCodes key={qrType} qrType={qrType} owner="user" />;
}
