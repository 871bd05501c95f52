import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeError, logError } from '../src/security/safeLog.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/* Error logs carry no parameter values (issue 29: "error logs stop including query parameters"). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the server log of an unexpected error', () => {
  it('leaves out a failed query’s parameters but keeps the statement and the cause', async () => {
    const error = await t.database.db
      .execute(
        sql`select * from users where email = ${'secret.person@example.com'} and nonexistent = ${'tok-123'}`,
      )
      .catch((caught: unknown) => caught);
    expect(String((error as Error).message)).toContain('secret.person@example.com');
    const text = describeError(error);
    expect(text).toContain('select * from users where email = $1');
    expect(text).toContain('params: (left out)');
    expect(text).toContain('caused by');
    expect(text).not.toContain('secret.person@example.com');
    expect(text).not.toContain('tok-123');
  });

  it('leaves out the query string of a URL in a message, and writes through console.error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logError('[test]', new Error('fetch https://oauth.example/token?code=abc&key=s3cr3t failed'));
    const written = spy.mock.calls.map((call) => call.join(' ')).join('\n');
    spy.mockRestore();
    expect(written).toContain('https://oauth.example/token?(query left out) failed');
    expect(written).not.toContain('s3cr3t');
    expect(describeError('plain text')).toBe('plain text');
  });
});
