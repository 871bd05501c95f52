import { describe, expect, it } from 'vitest';
import { ADMIN, openInboxSocket, useTestServer } from './helpers.ts';
import { addWhatsAppChannel, postSignedWebhook, whatsAppChange } from './whatsapp.ts';

/*
 * The WhatsApp webhook on a running server with its job queue: answered at once, stored by the
 * `whatsapp-webhook` job, and the customer's message reaches the company's browsers live.
 */

const server = useTestServer({ whatsapp: { appSecret: 'job-secret', graphUrl: 'http://127.0.0.1:9/v21.0' } });

describe('WhatsApp webhook through the job queue', () => {
  it('answers 200 and the message arrives live as a new conversation', async () => {
    await addWhatsAppChannel(server.t, { phoneNumberId: '5550001', verifyToken: 'v', accessToken: 'a' });
    const admin = await openInboxSocket(server.running.url, ADMIN, server.sockets);
    const arrived = new Promise<{ message: { body: string | null } }>((resolve) =>
      admin.on('new-opportunity-notification', (payload: { message: { body: string | null } }) => {
        if (payload.message.body === 'Per Webhook, live') resolve(payload);
      }),
    );
    const body = whatsAppChange('5550001', {
      contacts: [{ profile: { name: 'Jobst Queue' }, wa_id: '4917000000001' }],
      messages: [
        {
          from: '4917000000001',
          id: 'wamid.job1',
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: 'Per Webhook, live' },
        },
      ],
    });
    const res = await postSignedWebhook(server.running.url, 'job-secret', body);
    expect(res.status).toBe(200);
    expect((await arrived).message.body).toBe('Per Webhook, live');
  });
});
