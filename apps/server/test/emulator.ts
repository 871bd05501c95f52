/** Talks to the Firebase Auth Emulator the way the web app does (REST, API key). */
export const EMULATOR_PROJECT = 'demo-parley';
export const TEST_EMULATOR_HOST = '127.0.0.1:9199';
const API_KEY = 'demo-api-key';

export async function signIn(host: string, email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const json = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!json.idToken) throw new Error(`sign-in of ${email} failed: ${json.error?.message ?? response.status}`);
  return json.idToken;
}

/** Signs in with a custom token the server made (impersonation), as the web app does. */
export async function signInWithCustomToken(host: string, customToken: string): Promise<string> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const json = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!json.idToken) throw new Error(`custom sign-in failed: ${json.error?.message ?? response.status}`);
  return json.idToken;
}

export async function signUp(
  host: string,
  email: string,
  password: string,
): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const json = (await response.json()) as { localId?: string; idToken?: string; error?: { message: string } };
  if (!json.localId || !json.idToken) throw new Error(`sign-up of ${email} failed: ${json.error?.message}`);
  return { uid: json.localId, idToken: json.idToken };
}

export type OobCode = { email: string; oobCode: string; requestType: string; oobLink: string };

export async function oobCodes(host: string): Promise<OobCode[]> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT}/oobCodes`);
  const json = (await response.json()) as { oobCodes?: OobCode[] };
  return json.oobCodes ?? [];
}

export async function isEmulatorUp(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT}/config`, {
      signal: AbortSignal.timeout(1_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}
