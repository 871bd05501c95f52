// How much React rendered during a page load: its commits and the components each one rendered. A count
// does not move with the machine's speed or load, where a timing of the same change does (±20 % between
// cold loads on this machine): it shows whether a change removed renders even when a benchmark's times
// cannot tell.

/**
 * Put into the page before its scripts (Playwright's `addInitScript`, which sends the function's text:
 * it must not use anything from outside itself). React, its production build too, hands every commit to
 * a DevTools hook when one is installed; this one counts, per commit, the components that rendered. A
 * component rendered in a commit when React replaced its fiber with the copy it worked on (a different
 * object than in the last commit) and marked that copy as having done work; a copy that bailed out has
 * no such mark. Elements (`div`, `svg`…) are not counted. The list is `globalThis.__parleyCommits`:
 * `{ at: ms since the page started, rendered: number }` per commit.
 */
export function installCommitCounter() {
  /** React's flag on a fiber whose component ran in this render (ReactFiberFlags' PerformedWork). */
  const PERFORMED_WORK = 1;
  const commits = [];
  let previous = new WeakSet();
  globalThis.__parleyCommits = commits;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    onCommitFiberRoot(_rendererId, root) {
      const current = new WeakSet();
      let rendered = 0;
      // Depth first without recursion: a deep tree must not overflow the stack.
      const stack = root.current?.child ? [root.current.child] : [];
      while (stack.length > 0) {
        const fiber = stack.pop();
        current.add(fiber);
        const isComponent =
          typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
        if (isComponent && !previous.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0) rendered += 1;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = current;
      commits.push({ at: Math.round(performance.now()), rendered });
    },
  };
}
