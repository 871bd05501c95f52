export {
  WindowCountdown,
  type WindowCountdownProps,
  type WindowCountdownRemaining,
  type WindowCountdownState,
  windowCountdownOf,
} from './WindowCountdown';
