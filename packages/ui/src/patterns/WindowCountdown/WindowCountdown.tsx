import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ScheduleIcon } from '../../icons/Icon';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './WindowCountdown.css';

export type WindowCountdownState = 'open' | 'closing' | 'closed';

export type WindowCountdownRemaining = { hours: number; minutes: number };

export type WindowCountdownProps = {
  /** When the 24-hour customer-service window closes. */
  endsAt: Date;
  /** The clock, in milliseconds since the epoch; stories and tests pass a fixed one. */
  now?: () => number;
  /** The text while the window is open; minutes are rounded up, so the last minute shows "0 h 1 min". */
  label?: (remaining: WindowCountdownRemaining) => string;
  closedLabel?: string;
  /** Called once when the window closes while shown (not when it was already closed on mount). */
  onClose?: () => void;
  className?: string;
};

const MINUTE = 60_000;
/** Under this many minutes the window is closing (warning colour). */
const CLOSING_MINUTES = 60;
/** The longest wait between two looks at the clock, so a clock that jumps is caught up with soon. */
const TICK = 30_000;

/** What the countdown shows `millisLeft` before the window closes. */
export const windowCountdownOf = (
  millisLeft: number,
): { state: WindowCountdownState } & WindowCountdownRemaining => {
  if (!(millisLeft > 0)) return { state: 'closed', hours: 0, minutes: 0 };
  const total = Math.ceil(millisLeft / MINUTE);
  return {
    state: total < CLOSING_MINUTES ? 'closing' : 'open',
    hours: Math.floor(total / 60),
    minutes: total % 60,
  };
};

const englishLabel = ({ hours, minutes }: WindowCountdownRemaining) =>
  `Window open for ${hours} h ${minutes} min`;

/**
 * How long the WhatsApp 24-hour customer-service window stays open, updated as the minutes pass:
 * green while open, in the warning colour in its last hour, muted once closed. The visible text is not
 * a live region (it changes every minute); a change of state is announced politely.
 */
export const WindowCountdown = ({
  endsAt,
  now = Date.now,
  label = englishLabel,
  closedLabel = 'The 24-hour window is closed',
  onClose,
  className,
}: WindowCountdownProps) => {
  const [nowMs, setNowMs] = useState(now);
  const endsAtMs = endsAt.getTime();
  const millisLeft = endsAtMs - nowMs;
  const { state, hours, minutes } = windowCountdownOf(millisLeft);
  const text = state === 'closed' ? closedLabel : label({ hours, minutes });

  // Wakes when the shown minute runs out (at most TICK later), then again from the new time.
  useEffect(() => {
    const left = endsAtMs - nowMs;
    if (!(left > 0)) return;
    const timer = setTimeout(() => setNowMs(now()), Math.min(left % MINUTE || MINUTE, TICK));
    return () => clearTimeout(timer);
  }, [endsAtMs, nowMs, now]);

  const handleClose = useEffectEvent(() => onClose?.());
  const shownOpen = useRef(state !== 'closed');
  useEffect(() => {
    if (state !== 'closed') shownOpen.current = true;
    else if (shownOpen.current) {
      shownOpen.current = false;
      handleClose();
    }
  }, [state]);

  // Only a change of state is announced; the live region stays empty on mount and between changes.
  const [announcement, setAnnouncement] = useState('');
  const announcedState = useRef(state);
  useEffect(() => {
    if (announcedState.current === state) return;
    announcedState.current = state;
    setAnnouncement(text);
  }, [state, text]);

  return (
    <div className={cx(styles.root, className)} data-state={state}>
      <ScheduleIcon size="sm" className={styles.icon} />
      {state === 'closed' ? <span>{text}</span> : <time dateTime={`PT${hours}H${minutes}M`}>{text}</time>}
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </div>
  );
};
