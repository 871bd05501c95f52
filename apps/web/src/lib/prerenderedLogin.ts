/**
 * The sign-in page as the server sends it to a cold visit (build/prerenderLogin.ts): the form already
 * rendered in `#prerendered-login`, beside the app's empty root. The boot script (src/boot/login.ts)
 * loads the app once the visitor starts signing in; the app's sign-in form then takes over what was
 * typed, where the caret was and whether the form was already sent, and the rendered page goes.
 */
export const PRERENDERED_LOGIN_ID = 'prerendered-login';

/** Set on the rendered page when it was sent before the app had loaded: the app sends it on. */
export const SUBMITTED_ATTRIBUTE = 'data-submitted';

export type LoginFieldName = 'email' | 'password';

export type PrerenderedLogin = {
  values: Record<LoginFieldName, string>;
  /** The field the caret was in, and its selection. */
  focus: { name: LoginFieldName; start: number | null; end: number | null } | null;
  submitted: boolean;
};

const fieldNames: readonly LoginFieldName[] = ['email', 'password'];
const isFieldName = (name: string): name is LoginFieldName =>
  (fieldNames as readonly string[]).includes(name);

/** What the visitor did on the rendered page, which leaves the document; null when there is none. */
export function takePrerenderedLogin(doc: Document = document): PrerenderedLogin | null {
  const page = doc.getElementById(PRERENDERED_LOGIN_ID);
  if (!page) return null;
  const values = { email: '', password: '' };
  for (const name of fieldNames) {
    values[name] = page.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  }
  const active = doc.activeElement;
  const focused =
    active instanceof HTMLInputElement && page.contains(active) && isFieldName(active.name) ? active : null;
  const submitted = page.hasAttribute(SUBMITTED_ATTRIBUTE);
  page.remove();
  return {
    values,
    focus: focused
      ? { name: focused.name as LoginFieldName, start: focused.selectionStart, end: focused.selectionEnd }
      : null,
    submitted,
  };
}

/** Removes the rendered page once the app shows another one (a signed-in visitor, another address). */
export function dropPrerenderedLogin(doc: Document = document): void {
  doc.getElementById(PRERENDERED_LOGIN_ID)?.remove();
}
