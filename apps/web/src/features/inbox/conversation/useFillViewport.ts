import { type RefObject, useLayoutEffect } from 'react';

/**
 * Sizes an element to reach the bottom of the viewport, whatever banners and headers sit above it.
 * Where `fullScreen` matches (a phone), it is one viewport tall instead, less the gap: the page
 * scrolls to it, and what it holds (a conversation with its header and composer) is never squeezed
 * into what a tall header leaves below it.
 */
export function useFillViewport(
  ref: RefObject<HTMLElement | null>,
  { bottomGap = 24, fullScreen = '' } = {},
) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const phone = fullScreen ? window.matchMedia(fullScreen) : null;
    const fit = () => {
      if (phone?.matches) {
        element.style.height = `${Math.max(420, window.innerHeight - bottomGap)}px`;
        return;
      }
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `${Math.max(420, window.innerHeight - top - bottomGap)}px`;
    };
    fit();
    // The body grows when something above appears; what sits above and only gets shorter (a header
    // whose actions stop wrapping) leaves a body of at least the viewport's height unchanged, so
    // everything before the element, at each level up, is watched too.
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
      for (let before = node.previousElementSibling; before; before = before.previousElementSibling)
        observer.observe(before);
    window.addEventListener('resize', fit);
    phone?.addEventListener('change', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      phone?.removeEventListener('change', fit);
    };
  }, [ref, bottomGap, fullScreen]);
}
