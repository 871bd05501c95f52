import { type RefObject, useEffect, useRef } from 'react';

export type InboxKeyHandlers = {
  onNext: () => void;
  onPrevious: () => void;
  onReply: () => void;
  onBackToList: () => void;
  /** `/`: the search box. */
  onSearch: () => void;
  /** The list's pane: Esc inside it is the list's own. */
  listPane: RefObject<HTMLElement | null>;
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Inbox keys: Alt+↓ / Alt+↑ open the next / previous conversation (also while typing), R replies, /
 * searches,
 * Esc goes back to the list from anywhere outside it (the message field, the thread, or nowhere after
 * a conversation was swapped), unless a dialog or popover already used it.
 * Arrow keys, Home/End and Enter inside the list are the list's own.
 */
export function useInboxKeys(handlers: InboxKeyHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.altKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        if (event.key === 'ArrowDown') latest.current.onNext();
        else latest.current.onPrevious();
        return;
      }
      if (event.key === 'Escape') {
        const pane = latest.current.listPane.current;
        if (!(event.target instanceof Node && pane?.contains(event.target))) latest.current.onBackToList();
        return;
      }
      if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'r' || event.key === 'R') {
        event.preventDefault();
        latest.current.onReply();
      } else if (event.key === '/') {
        event.preventDefault();
        latest.current.onSearch();
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}

/** `?` opens the shortcut help from anywhere but a text field. */
export function useHelpKey(onHelp: () => void) {
  const latest = useRef(onHelp);
  latest.current = onHelp;
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === '?' && !isTyping(event.target)) {
        event.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
