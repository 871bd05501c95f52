import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_COMPANY_ID, expect, SERVER, signIn } from './fixtures.ts';

/* What the inbox's specs share: playing the customer, and a signed-in page that records notifications. */

export type Injected = { opportunity: { id: string }; message: { id: string } };

/** Plays the customer through the server's dev endpoint. */
export async function inject(request: APIRequestContext, body: Record<string, unknown>): Promise<Injected> {
  const response = await request.post(`${SERVER}/api/dev/inject`, {
    data: { companyId: DEMO_COMPANY_ID, ...body },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Injected;
}

/** A signed-in page whose browser notifications are recorded in window.shownNotifications. */
export async function inboxPage(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({
    permissions: ['notifications'],
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(() => {
    localStorage.setItem('parley.locale', 'en');
    const shown: Array<{ title: string; body: string }> = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordingNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body ?? '' });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
  });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

/**
 * A new customer `name`, arrived live in the open pool: opens their conversation, takes it and sends
 * `text`; returns the thread (its log) and the reply in it.
 */
export async function takeAndReply(page: Page, name: string, text: string) {
  const link = page.getByRole('link', { name: new RegExp(name) });
  await expect(link).toBeVisible();
  await link.click();
  await page.getByRole('button', { name: 'Take this customer' }).click();
  await expect(page.getByText('The conversation is yours now.')).toBeVisible();
  const composer = page.getByRole('textbox', { name: `Message to ${name}` });
  await composer.fill(text);
  await composer.press('Enter');
  const log = page.getByRole('log', { name: `Messages with ${name}` });
  const reply = log.locator('[data-sender="user"]', { hasText: text });
  await expect(reply).toBeVisible();
  return { log, reply };
}
