// Debian's Chromium as every browser run here starts it (Playwright, Lighthouse, the inbox benchmark):
// headless as root, without the background traffic a test or a measurement must not see.

/** Where Debian puts Chromium; CHROMIUM_PATH points elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags of STACK.md's "Headless Chromium as root". */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
