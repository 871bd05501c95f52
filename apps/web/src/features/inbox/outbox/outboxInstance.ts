import { onUserStorageCleared } from '../../../lib/session/signOutCleanup.ts';
import { createOutbox, type Outbox } from './outbox.ts';

let instance: Outbox | null = null;

/**
 * One outbox per browser tab, created on first use (it reads localStorage). Sign-out closes it: a send
 * still on its way cannot write the signed-out user's message back, and the next user gets a new one.
 */
export function outbox(): Outbox {
  if (!instance) {
    const created = createOutbox();
    instance = created;
    const stop = onUserStorageCleared(() => {
      stop();
      created.close();
      if (instance === created) instance = null;
    });
  }
  return instance;
}
