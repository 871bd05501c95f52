import { chatTouchpointsQueryOptions } from '@parley/api';
import { qrTypeSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { QrCodes } from '../../../../../features/touchpoints/index.ts';

export const Route = createFileRoute('/_authenticated/profile/touchpoints-profile/qr-codes/$qrType')({
  params: {
    parse: ({ qrType }) => {
      const parsed = v.safeParse(qrTypeSchema, qrType);
      if (!parsed.success) throw redirect({ to: '/profile/touchpoints-profile' });
      return { qrType: parsed.output };
    },
    stringify: ({ qrType }) => ({ qrType }),
  },
  loader: ({ context: { app }, params: { qrType } }) => {
    void app.queryClient.prefetchQuery(chatTouchpointsQueryOptions(app, qrType, 'user'));
  },
  component: QrRoute,
});

function QrRoute() {
  const { qrType } = Route.useParams();
  return <QrCodes key={qrType} qrType={qrType} owner="user" />;
}
