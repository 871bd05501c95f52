import { describe, expect, it } from 'vitest';
import { taskListArgs } from './args.ts';

describe('taskListArgs', () => {
  it('asks for the open tasks on mine and the done ones on done', () => {
    expect(taskListArgs('mine')).toEqual({ isDone: false });
    expect(taskListArgs('done')).toEqual({ isDone: true });
  });
});
