import { chatTouchpointsQueryOptions } from '@parley/api';
import { qrTypeSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { QrCodes } from '../../../../../features/touchpoints/index.ts';
import { paramsOf } from '../../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/settings/touchpoints-settings/qr-codes/$qrType')({
  params: paramsOf(v.object({ qrType: qrTypeSchema }), () => {
    throw redirect({ to: '/settings/touchpoints-settings' });
  }),
  loader: ({ context: { app }, params: { qrType } }) => {
    void app.queryClient.prefetchQuery(chatTouchpointsQueryOptions(app, qrType));
  },
  component: QrRoute,
});

function QrRoute() {
  const { qrType } = Route.useParams();
  return <QrCodes key={qrType} qrType={qrType} />;
}
