import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor and findBy* wait for an event with room for a busy machine (testing-library's default is 1 s):
// a test that works waits no longer, one that is broken fails after 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no CSS.escape; react-aria's Modal reads a meta tag with it.
if (typeof globalThis.CSS?.escape !== 'function') {
  const cssEscape = (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
  Object.assign(globalThis, { CSS: { ...(globalThis.CSS ?? {}), escape: cssEscape } });
}
