import { afterEach, describe, expect, it } from 'vitest';
import { dropPrerenderedLogin, takePrerenderedLogin } from './prerenderedLogin.ts';

const render = (submitted = false) => {
  document.body.innerHTML = `<div id="prerendered-login"${submitted ? ' data-submitted=""' : ''}>
    <form><input name="email" type="email"/><input name="password" type="password"/></form></div>
    <div id="root"></div>`;
  const field = (name: string) =>
    document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
  return { email: field('email'), password: field('password') };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the pre-rendered sign-in page, taken over by the app', () => {
  it('hands over what was typed, the field with the caret and its selection, and leaves the document', () => {
    const { email, password } = render();
    email.value = 'admin@parley.test';
    password.value = 'secret';
    password.focus();
    password.setSelectionRange(2, 4);
    expect(takePrerenderedLogin()).toEqual({
      values: { email: 'admin@parley.test', password: 'secret' },
      focus: { name: 'password', start: 2, end: 4 },
      submitted: false,
    });
    expect(document.getElementById('prerendered-login')).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('says whether the form was sent before the app was there, and gives nothing the second time', () => {
    render(true);
    expect(takePrerenderedLogin()).toMatchObject({ focus: null, submitted: true });
    expect(takePrerenderedLogin()).toBeNull();
  });

  it('is dropped when the app shows another page', () => {
    render();
    dropPrerenderedLogin();
    expect(document.getElementById('prerendered-login')).toBeNull();
    expect(() => dropPrerenderedLogin()).not.toThrow();
  });
});
