export {
  minuteStepCandidates,
  nextMinuteStep,
  snapTimeToStep,
  TimeField,
  type TimeFieldProps,
} from './TimeField';
