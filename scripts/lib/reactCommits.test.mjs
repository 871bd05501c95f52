import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { installCommitCounter } from './reactCommits.mjs';

afterEach(() => {
  delete globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  delete globalThis.__parleyCommits;
});

/** A fiber as React keeps it: a type, flags, the first child and the next sibling. */
const fiber = (type, flags, ...children) => {
  const node = { type, flags, child: children[0] ?? null, sibling: null };
  children.forEach((child, i) => {
    child.sibling = children[i + 1] ?? null;
  });
  return node;
};
function Component() {}

test('a commit counts the components that did work in it, not elements nor ones kept from the last commit', () => {
  installCommitCounter();
  const hook = globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  const kept = fiber(Component, 1, fiber('span', 1));
  const memo = { $$typeof: Symbol.for('react.memo'), type: Component };
  const first = fiber(null, 0, fiber(Component, 1, fiber('div', 1), kept, fiber(memo, 1)));
  hook.onCommitFiberRoot(1, { current: first });
  // The second commit replaces the outer component (it bailed out: no work flag) and one child that
  // rendered; `kept` is the same object as before, so it did not render again, whatever its flags say.
  const second = fiber(null, 0, fiber(Component, 0, kept, fiber(Component, 1)));
  hook.onCommitFiberRoot(1, { current: second });
  assert.deepEqual(
    globalThis.__parleyCommits.map((commit) => commit.rendered),
    [3, 1],
  );
  assert.equal(hook.supportsFiber, true);
  assert.equal(hook.inject({}), 1);
});
