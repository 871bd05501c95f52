import { AUTH_EMULATOR, admin, expect, SERVER, test } from './fixtures.ts';

const USER_ID = '00000000-0000-4000-8000-00000000a002';

/** A sign-in token for the demo user, as the portal would put it in a link (impersonateToken, admin). */
async function signInLinkToken(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const signedIn = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email: admin.email, password: admin.password, returnSecureToken: true } },
  );
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const response = await request.post(`${SERVER}/graphql`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { query: 'query ($id: ID!) { impersonateToken(id: $id) }', variables: { id: USER_ID } },
  });
  const json = (await response.json()) as { data: { impersonateToken: string } };
  return json.data.impersonateToken;
}

test.describe('a sign-in token in the address', () => {
  test('signs in only after the person confirms, and can be refused', async ({ page, request }) => {
    const token = await signInLinkToken(request);

    await page.goto(`/app/login?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'Sign in with this link?' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in with email instead' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    expect(await page.evaluate(() => localStorage.getItem('parley.accessToken'))).toBeNull();

    await page.goto(`/app/login?token=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByText('Company user')).toBeVisible();
  });
});
