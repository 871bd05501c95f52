// The scroll measurement both list benchmarks share (bench-inbox, bench-contacts): scrolls the virtual
// list `LIST` (a CSS selector of its <ul>) to its end in the page, loading pages as the list asks, and
// returns the frame times, the most rows in the DOM, the last position reached and the long frames.

/** @param {import('@playwright/test').Page} page */
export function scrollToEnd(page, LIST) {
  return page.evaluate(async (LIST) => {
    // The list may still be settling (its pane sized to the viewport, the first page laid out):
    // wait up to 10 s for it to scroll.
    const findScroller = () => {
      const ul = document.querySelector(LIST);
      let element = ul?.parentElement;
      while (element && element.scrollHeight <= element.clientHeight) element = element.parentElement;
      return ul && element ? { ul, element } : null;
    };
    let found = findScroller();
    for (const until = performance.now() + 10_000; !found && performance.now() < until; ) {
      await new Promise((r) => requestAnimationFrame(r));
      found = findScroller();
    }
    if (!found) throw new Error(`no scrollable list on ${location.pathname}`);
    const list = found.ul;
    const scroller = found.element;
    const frames = [];
    // Long animation frames (Chromium's LoAF API) name the scripts that made a frame long.
    const longFrames = [];
    // A named busy function marks the start in a CPU profile (--profile), so long frames can be
    // found among its samples: their start times are printed relative to it.
    const markedAt = performance.now();
    (function parleyProfileMarker() {
      while (performance.now() - markedAt < 3);
    })();
    const observer = new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) {
        // A frame that began before the scrolling (the list's first render) is not a scroll frame.
        if (entry.startTime < markedAt) continue;
        longFrames.push({
          duration: Math.round(entry.duration),
          sinceMarker: Math.round(entry.startTime - markedAt),
          blocking: Math.round(entry.blockingDuration),
          render: Math.round(entry.duration - (entry.renderStart ? entry.renderStart - entry.startTime : 0)),
          scripts: entry.scripts.map(
            (s) =>
              `${s.invokerType} ${s.invoker} ${Math.round(s.duration)} ms ${(s.sourceFunctionName || '').slice(0, 40)}@${(s.sourceURL || '').split('/').pop()}:${s.sourceCharPosition}`,
          ),
          loading: Boolean(list.querySelector('[role="progressbar"]')),
        });
      }
    });
    observer.observe({ type: 'long-animation-frame', buffered: false });
    let maxRows = 0;
    let maxPos = 0;
    let last = performance.now();
    const started = last;
    while (performance.now() - started < 240_000) {
      scroller.scrollTop += 600;
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      frames.push(now - last);
      last = now;
      maxRows = Math.max(maxRows, list.querySelectorAll('li a').length);
      for (const li of list.querySelectorAll('li[aria-posinset]')) {
        maxPos = Math.max(maxPos, Number(li.getAttribute('aria-posinset')));
      }
      const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
      if (atEnd && !list.querySelector('[role="progressbar"]')) {
        const height = scroller.scrollHeight;
        // Waiting for a page is not a frame: the clock restarts after the wait.
        await new Promise((r) => setTimeout(r, 500));
        last = performance.now();
        if (scroller.scrollHeight === height && !list.querySelector('[role="progressbar"]')) break;
      }
    }
    observer.disconnect();
    return { frames, maxRows, reached: maxPos, longFrames };
  }, LIST);
}
