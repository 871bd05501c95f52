import { describe, expect, it } from 'vitest';
import { taskListArgs } from './args.ts';

describe('taskListArgs', () => {
  it('asks for the open tasks on mine, the open ones given to colleagues on delegated, the done ones on done', () => {
    expect(taskListArgs('mine')).toEqual({ isDone: false });
    expect(taskListArgs('delegated')).toEqual({ isDone: false, delegated: true });
    expect(taskListArgs('done')).toEqual({ isDone: true });
  });
});
