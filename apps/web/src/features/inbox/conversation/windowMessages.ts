import { useEffect, useRef } from 'react';

/**
 * Window messages of the inbox (spec 7): `accept_shared_opportunity`, `update_consent` (with the button
 * id) and `scroll_bottom`. Buttons in the conversation post them; embedded message content may too.
 * Only messages from this app's own origin are acted on.
 */
export const windowMessages = {
  acceptShared: () => window.postMessage({ type: 'accept_shared_opportunity' }, window.location.origin),
  updateConsent: (buttonId: string) =>
    window.postMessage({ type: 'update_consent', buttonId }, window.location.origin),
  scrollBottom: () => window.postMessage({ type: 'scroll_bottom' }, window.location.origin),
};

export type WindowMessageHandlers = {
  onAcceptShared: () => void;
  onUpdateConsent: (buttonId: string) => void;
  onScrollBottom: () => void;
};

export function useWindowMessages(handlers: WindowMessageHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const handleMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; buttonId?: unknown } | null;
      if (data?.type === 'accept_shared_opportunity') latest.current.onAcceptShared();
      else if (data?.type === 'update_consent') latest.current.onUpdateConsent(String(data.buttonId ?? ''));
      else if (data?.type === 'scroll_bottom') latest.current.onScrollBottom();
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, []);
}
