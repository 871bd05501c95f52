import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

const ITEM = '[data-tooltip]';
/** As the kit's Tooltip in the sidebar: a hover waits this long, keyboard focus shows at once. */
const HOVER_DELAY_MS = 300;

const itemOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(ITEM) : null;

/**
 * The collapsed sidebar's one tooltip (AnchoredTooltip): the label of the item under the pointer
 * (after a short wait, at once when moving on from an open one) or of the item focused by keyboard.
 * Escape, leaving the item and blurring it close it. The handlers go on the sidebar itself; an item
 * names its tooltip in `data-tooltip`.
 */
export function useItemTooltip(enabled: boolean) {
  // The last item shown stays the anchor while the tooltip closes (it positions itself until gone).
  const anchorRef = useRef<HTMLElement | null>(null);
  const openItem = useRef<HTMLElement | null>(null);
  // A pressed item shows no tooltip again until the pointer leaves it or it loses focus (as RAC's
  // TooltipTrigger): after a click that navigated, the pointer still rests on it.
  const pressed = useRef<HTMLElement | null>(null);
  const [label, setLabel] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    openItem.current = null;
    setLabel(null);
  }, []);
  const open = (item: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    openItem.current = item;
    const show = () => {
      anchorRef.current = item;
      setLabel(item.dataset.tooltip ?? null);
    };
    if (delay === 0) show();
    else timer.current = setTimeout(show, delay);
  };

  const onOpenChange = useCallback(
    (next: boolean) => {
      if (!next) close();
    },
    [close],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  // Expanding the sidebar shows the labels themselves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes when `enabled` changes
  useEffect(() => close(), [enabled, close]);

  const handlers = {
    onPointerOver(event: PointerEvent) {
      if (!enabled || event.pointerType === 'touch') return;
      const item = itemOf(event.target);
      if (!item || item === openItem.current || item === pressed.current) return;
      open(item, label === null ? HOVER_DELAY_MS : 0);
    },
    onPointerOut(event: PointerEvent) {
      const item = itemOf(event.target);
      if (!item || item.contains(event.relatedTarget as Node | null)) return;
      if (item === pressed.current) pressed.current = null;
      close();
    },
    onPointerDown(event: PointerEvent) {
      const item = itemOf(event.target);
      if (!item) return;
      pressed.current = item;
      close();
    },
    onFocus(event: FocusEvent) {
      const item = itemOf(event.target);
      if (enabled && item && item !== pressed.current && item.matches(':focus-visible')) open(item, 0);
    },
    onBlur(event: FocusEvent) {
      if (itemOf(event.target) === pressed.current) pressed.current = null;
      close();
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && label !== null) close();
      if (event.key === 'Enter' || event.key === ' ') {
        pressed.current = itemOf(event.target);
        close();
      }
    },
  };

  return {
    anchorRef,
    label,
    isOpen: enabled && label !== null,
    onOpenChange,
    handlers,
  };
}
