import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../components/ErrorPage.tsx';
import { formatPageTitle } from './pageTitle.ts';

describe('page title', () => {
  it('ends with " - WebApp"', () => {
    expect(formatPageTitle('Sign in')).toBe('Sign in - WebApp');
    expect(formatPageTitle('')).toBe('WebApp');
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed lazy chunks of Chromium, Firefox and Safari', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /app/assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Forbidden'))).toBe(false);
  });
});
