import { describe, expect, it } from 'vitest';
import { composeLoginPage, loginRouteFiles } from './prerenderLogin.ts';

// index.html as the build writes it (vite.config.ts: the entry's stylesheet deferred, the loading ring).
const index = `<!doctype html>
<html lang="en">
  <head>
    <title>WebApp</title>
    <script src="/app/config.js" defer></script>
    <script type="module" crossorigin src="/app/assets/shared-1.js"></script>
    <script type="module" crossorigin src="/app/assets/app-2.js"></script>
    <link rel="preload" as="style" crossorigin href="/app/assets/app-3.css"><link rel="stylesheet" crossorigin href="/app/assets/app-3.css" media="print" data-entry-style>
  </head>
  <body>
    <!-- the ring -->
    <div id="root">
      <div class="boot"><svg></svg></div>
      <style>.boot{}</style>
    </div>
  </body>
</html>`;

const brand = (inner: string) => `<div class="b1" data-brand="">${inner}</div>`;
const page = {
  locale: 'de',
  title: 'Anmelden - WebApp',
  html: `<main>${brand('<p class="n">Parley</p>')}<form><input name="email"/><button class="x" type="submit">Anmelden</button></form></main>`,
  brandedHtml: `<main>${brand('<div class="l"><img src="{logo}" alt=""/></div><p class="n">{appName}</p>')}</main>`,
  bootScript: '/app/assets/login-boot-4.js',
  route: { scripts: ['/app/assets/app-2.js', '/app/assets/login-5.js'], styles: ['/app/assets/login-6.css'] },
};

describe('the pre-rendered sign-in page', () => {
  const html = composeLoginPage(index, page);

  it('shows the form in the page language, with its title, in place of the loading ring', () => {
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Anmelden - WebApp</title>');
    expect(html).not.toContain('class="boot"');
    expect(html).not.toContain('the ring');
    expect(html).toMatch(
      /<div id="prerendered-login"><main>.*<\/main><\/div>\s*<template id="branded-login">/,
    );
    expect(html).toContain('<div id="root"></div>');
  });

  it('runs the boot script instead of the app, and names the app for later in JSON', () => {
    expect(html).not.toMatch(/<script type="module"[^>]*app-2\.js/);
    expect(html).toContain('<script type="module" crossorigin src="/app/assets/login-boot-4.js"></script>');
    const entry = /<script type="application\/json" id="app-entry">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(entry ?? '')).toEqual({
      scripts: ['/app/assets/shared-1.js', '/app/assets/app-2.js'],
      preloads: ['/app/assets/login-5.js'],
    });
  });

  it("applies the entry's and the route's stylesheets at once", () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/app/assets/app-3.css">');
    expect(html).not.toContain('media="print"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/app/assets/login-6.css">');
  });

  it('cannot be sent before the boot script runs (no password in the address)', () => {
    expect(html).toContain('<button class="x" type="submit" disabled="">');
  });

  it("keeps the brand block with a logo for a returning visitor's brand", () => {
    expect(html).toContain(
      `<template id="branded-login">${brand('<div class="l"><img src="{logo}" alt=""/></div><p class="n">{appName}</p>')}</template>`,
    );
  });

  it('refuses an index page or a rendering it does not recognise, instead of writing a broken page', () => {
    expect(() => composeLoginPage(index.replace(/<script type="module"[^\n]*\n/g, ''), page)).toThrow(
      /entry script/,
    );
    expect(() => composeLoginPage(index.replace('<div id="root">', '<div id="app">'), page)).toThrow(/root/);
    expect(() => composeLoginPage(index, { ...page, html: page.html.replace('type="submit"', '') })).toThrow(
      /submit/,
    );
    expect(() => composeLoginPage(index, { ...page, brandedHtml: '<main></main>' })).toThrow(/brand/);
  });
});

describe("the sign-in route's files", () => {
  it('are its code-split chunks with what they import, and their stylesheets', () => {
    expect(
      loginRouteFiles({
        'src/routes/login.tsx?tsr-split=component': {
          file: 'assets/login-5.js',
          imports: ['_app.js', '_group.js'],
        },
        '_app.js': { file: 'assets/app-2.js', css: ['assets/app-3.css'], imports: ['_shared.js'] },
        '_group.js': { file: 'assets/login-7.js', css: ['assets/login-6.css'], imports: ['_app.js'] },
        '_shared.js': { file: 'assets/shared-1.js' },
        'src/routes/register.tsx': { file: 'assets/register-8.js' },
      }),
    ).toEqual({
      scripts: ['assets/login-5.js', 'assets/app-2.js', 'assets/shared-1.js', 'assets/login-7.js'],
      styles: ['assets/app-3.css', 'assets/login-6.css'],
    });
  });
});
