import type { Page } from '@playwright/test';
import { admin, expect, expectAccessible, signIn, test, user } from './fixtures.ts';

/*
 * The GPT assistant against the local OpenAI-compatible endpoint the global setup starts
 * (scripts/lib/fake-openai.mjs): it answers "You said: <question>", streams a piece every 150 ms
 * for a question with [slow], and rewrites text for the writing tools ("Shortened: …").
 */

const SHOTS = '/tmp/parley-shots';

async function openAssistant(page: Page) {
  await page.setViewportSize({ width: 1200, height: 900 });
  await signIn(page, user);
  await page.getByRole('navigation').getByRole('link', { name: 'GPT assistant' }).click();
  await expect(page).toHaveURL(/\/app\/gpt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GPT assistant' })).toBeVisible();
}

test.describe('GPT assistant', () => {
  test('asks the assistant and sees the streamed answer', async ({ page }) => {
    await openAssistant(page);
    await expect(page.getByText('Ask the assistant')).toBeVisible();
    await expectAccessible(page);

    const field = page.getByRole('textbox', { name: 'Message to the assistant' });
    await field.fill('Write a friendly greeting for Erika');
    await field.press('Enter');
    await expect(field).toHaveValue('');
    const log = page.getByRole('log', { name: 'Conversation with the assistant' });
    await expect(log.getByText('Write a friendly greeting for Erika', { exact: true })).toBeVisible();
    await expect(log.getByText('You said: Write a friendly greeting for Erika')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    // A follow-up carries the conversation; the answer streams in again.
    await field.fill('And shorter?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText('You said: And shorter?')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/assistant-en.png` });
  });

  test('stop ends an answer while it streams; what arrived stays', async ({ page }) => {
    await openAssistant(page);
    const field = page.getByRole('textbox', { name: 'Message to the assistant' });
    await field.fill('Tell me a long story [slow]');
    await field.press('Enter');
    const log = page.getByRole('log', { name: 'Conversation with the assistant' });
    // Pieces arrive one after the other: the answer grows on screen before it is complete.
    await expect(log.getByText(/word0 word1/)).toBeVisible();
    await expect(page.getByText('Writing…')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(log.getByText('Stopped')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    const stopped = log.getByText(/word0/);
    const stoppedText = await stopped.textContent();
    await expect(field).toBeFocused();
    // The next question gets its own answer; the stopped one has not grown meanwhile.
    await field.fill('Hello again');
    await field.press('Enter');
    await expect(log.getByText('You said: Hello again')).toBeVisible();
    expect(await stopped.textContent()).toBe(stoppedText);
  });

  test('a too long message stays in the field with the reason beside it', async ({ page }) => {
    await openAssistant(page);
    const field = page.getByRole('textbox', { name: 'Message to the assistant' });
    await field.fill('x'.repeat(4001));
    await field.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'A message to the assistant can have at most 4000 characters.',
    );
    await expect(field).toHaveValue('x'.repeat(4001));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  test('German', async ({ page }) => {
    await openAssistant(page);
    await page.evaluate(() => localStorage.setItem('parley.locale', 'de'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'GPT-Assistent' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Nachricht an den Assistenten' });
    await field.fill('Hallo');
    await field.press('Enter');
    await expect(page.getByText('You said: Hallo')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/assistant-de.png` });
  });
});

test.describe('writing tools in the composer', () => {
  test('shortens the draft through the assistant', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await signIn(page, admin);
    await page.goto('/app/opportunities/mine');
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    const composer = page.getByRole('textbox', { name: /^Message to / });
    await composer.fill('Thank you very much for your message, we will get back to you soon.');
    await page.getByRole('button', { name: 'Writing tools' }).click();
    await page.getByRole('menuitem', { name: 'Shorten' }).click();
    await expect(composer).toHaveValue(
      'Shortened: Thank you very much for your message, we will get back to you soon.',
    );
    await page.getByRole('button', { name: 'Writing tools' }).click();
    await expect(page.getByRole('menuitem', { name: 'Translate into German' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${SHOTS}/writing-tools-en.png` });
  });
});
