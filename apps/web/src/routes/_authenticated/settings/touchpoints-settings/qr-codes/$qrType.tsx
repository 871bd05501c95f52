import { chatTouchpointsQueryOptions } from '@parley/api';
import { qrTypeSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { QrCodes } from '../../../../../features/touchpoints/index.ts';

export const Route = createFileRoute('/_authenticated/settings/touchpoints-settings/qr-codes/$qrType')({
  params: {
    parse: ({ qrType }) => {
      const parsed = v.safeParse(qrTypeSchema, qrType);
      if (!parsed.success) throw redirect({ to: '/settings/touchpoints-settings' });
      return { qrType: parsed.output };
    },
    stringify: ({ qrType }) => ({ qrType }),
  },
  loader: ({ context: { app }, params: { qrType } }) => {
    void app.queryClient.prefetchQuery(chatTouchpointsQueryOptions(app, qrType));
  },
  component: QrRoute,
});

function QrRoute() {
  const { qrType } = Route.useParams();
  return <QrCodes key={qrType} qrType={qrType} />;
}
