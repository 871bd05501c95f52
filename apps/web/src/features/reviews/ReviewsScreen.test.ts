import { describe, expect, it } from 'vitest';
import { replyLabelOf } from './ReviewsScreen.tsx';

const labels = {
  own: 'Your reply',
  from: (name: string) => `Reply from ${name}`,
  company: 'Reply from your company',
};

describe('replyLabelOf', () => {
  it("calls only the viewer's own reply theirs and names a colleague who replied (issue 27)", () => {
    const byUwe = { repliedById: 'u-uwe', repliedBy: 'Uwe User' };
    expect(replyLabelOf(byUwe, 'u-uwe', labels)).toBe('Your reply');
    expect(replyLabelOf(byUwe, 'u-ada', labels)).toBe('Reply from Uwe User');
  });

  it('gives a reply of a user no longer known to the company', () => {
    expect(replyLabelOf({ repliedById: null, repliedBy: null }, 'u-ada', labels)).toBe(
      'Reply from your company',
    );
  });
});
