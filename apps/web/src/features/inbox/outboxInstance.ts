import { createOutbox, type Outbox } from './outbox.ts';

let instance: Outbox | null = null;

/** One outbox per browser tab, created on first use (it reads localStorage). */
export function outbox(): Outbox {
  instance ??= createOutbox();
  return instance;
}
