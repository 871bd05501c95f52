import { type APIRequestContext, expect, test } from '@playwright/test';
import { CLUSTER_CONTROL_PORT, CLUSTER_INSTANCE_PORTS } from '../../../../playwright.cluster.config.ts';
import { admin, DEMO_COMPANY_ID, signIn } from '../fixtures.ts';

/*
 * Two server instances behind nginx (sticky by client address), sharing PostgreSQL and Redis. The
 * browser talks to the one address only; customers' messages arrive through each instance directly,
 * as a provider's webhook could reach either. The browser's socket is held by one of the two, so one
 * of the first two messages crosses instances through socket.io's Redis adapter. Then each instance
 * in turn is killed (SIGKILL, as a crash) while the customer writes through the other: whichever one
 * held the browser, it reconnects through nginx to the survivor and loses no message.
 */

type Injected = { opportunity: { id: string }; message: { id: string } };

const CONTROL = `http://127.0.0.1:${CLUSTER_CONTROL_PORT}`;

/** Plays the customer through one instance's dev endpoint (not through nginx). */
async function injectVia(
  request: APIRequestContext,
  instance: 0 | 1,
  body: Record<string, unknown>,
): Promise<Injected> {
  const response = await request.post(`http://127.0.0.1:${CLUSTER_INSTANCE_PORTS[instance]}/api/dev/inject`, {
    data: { companyId: DEMO_COMPANY_ID, ...body },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Injected;
}

async function instance(request: APIRequestContext, number: 1 | 2, action: 'kill' | 'start') {
  const response = await request.post(`${CONTROL}/instances/${number}/${action}`);
  expect(response.status(), await response.text()).toBe(204);
}

test('messages reach the browser through either instance, and a killed instance loses none', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('parley.locale', 'en'));
  const { opportunity } = await injectVia(request, 0, {
    contact: { firstName: 'Clara', lastName: 'Cluster' },
    body: 'Erste Nachricht',
  });
  await signIn(page, admin);
  await page.goto(`/app/opportunities/new_customers/${opportunity.id}`);
  const log = page.getByRole('log', { name: 'Messages with Clara Cluster' });
  await expect(log.getByText('Erste Nachricht')).toBeVisible();
  const live = page.getByText('Live', { exact: true });
  await expect(live).toBeVisible();

  // Live through each instance: one of them is not the one holding the browser's socket.
  for (const via of [0, 1] as const) {
    await injectVia(request, via, { opportunityId: opportunity.id, body: `Über Instanz ${via + 1}` });
    await expect(log.getByText(`Über Instanz ${via + 1}`)).toBeVisible();
  }

  try {
    // Instance 1 crashes; the customer writes through instance 2 at once.
    await instance(request, 1, 'kill');
    await injectVia(request, 1, { opportunityId: opportunity.id, body: 'Während Instanz 1 weg war' });
    await expect(log.getByText('Während Instanz 1 weg war')).toBeVisible({ timeout: 30_000 });
    await instance(request, 1, 'start');

    // And the other way round.
    await instance(request, 2, 'kill');
    await injectVia(request, 0, { opportunityId: opportunity.id, body: 'Während Instanz 2 weg war' });
    await expect(log.getByText('Während Instanz 2 weg war')).toBeVisible({ timeout: 30_000 });
  } finally {
    // Both back whatever happened above (the teardown stops them either way).
    await instance(request, 1, 'start');
    await instance(request, 2, 'start');
  }
  await expect(live).toBeVisible({ timeout: 30_000 });
  // Each message once, in the order the customer wrote them.
  await expect(log.getByText(/^(Erste Nachricht|Über Instanz \d|Während Instanz \d weg war)$/)).toHaveText([
    'Erste Nachricht',
    'Über Instanz 1',
    'Über Instanz 2',
    'Während Instanz 1 weg war',
    'Während Instanz 2 weg war',
  ]);
});
