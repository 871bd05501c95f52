import { type RefObject, useLayoutEffect } from 'react';

/** Sizes an element to reach the bottom of the viewport, whatever banners and headers sit above it. */
export function useFillViewport(ref: RefObject<HTMLElement | null>, bottomGap = 24) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `${Math.max(420, window.innerHeight - top - bottomGap)}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [ref, bottomGap]);
}
