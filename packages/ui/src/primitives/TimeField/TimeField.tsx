import { type FocusEvent, type KeyboardEvent, useContext, useEffect, useRef, useState } from 'react';
import {
  DateInput,
  type DateInputProps,
  DateSegment,
  TimeField as RACTimeField,
  type TimeFieldProps as RACTimeFieldProps,
  TimeFieldStateContext,
  type TimeValue,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as dateStyles from '../DateField/DateField.css';
import { Field, type FieldTextProps, fieldClassName, splitFieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TimeField.css';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

type Segment = Parameters<DateInputProps['children']>[0];
type ChangedValue<T extends TimeValue> = Parameters<NonNullable<RACTimeFieldProps<T>['onChange']>>[0];

/**
 * The minute an arrow key moves to: the next (direction 1) or previous (-1) multiple of `step`,
 * wrapping within the hour like RAC's own segments do. An empty segment starts at the first or last
 * step of the hour.
 */
export const nextMinuteStep = (minute: number | null, step: number, direction: 1 | -1): number => {
  const last = Math.floor((MINUTES_PER_HOUR - 1) / step) * step;
  if (minute === null) return direction === 1 ? 0 : last;
  const onStep = minute % step === 0;
  const next =
    direction === 1
      ? (Math.floor(minute / step) + 1) * step
      : (onStep ? minute / step - 1 : Math.floor(minute / step)) * step;
  if (next > last) return 0;
  if (next < 0) return last;
  return next;
};

/**
 * Minutes of the day a typed time may snap to, best first: the nearest multiple of `step`, then the
 * one on the other side. Both stay within the day (23:53 goes back to 23:45, never on to 00:00).
 * An empty list means the time is already on a step.
 */
export const minuteStepCandidates = (minutesOfDay: number, step: number): number[] => {
  if (minutesOfDay % step === 0) return [];
  const below = Math.floor(minutesOfDay / step) * step;
  const above = below + step;
  const ordered = minutesOfDay - below < above - minutesOfDay ? [below, above] : [above, below];
  return ordered.filter((minutes) => minutes >= 0 && minutes < MINUTES_PER_DAY);
};

const compareTimes = (a: TimeValue, b: TimeValue): number =>
  (a as { compare: (other: TimeValue) => number }).compare(b);

/** The value moved onto the minute step, inside min/max; unchanged when no step fits. */
export const snapTimeToStep = <T extends TimeValue>(
  value: T,
  step: number,
  minValue?: TimeValue | null,
  maxValue?: TimeValue | null,
): T => {
  const minutes = value.hour * MINUTES_PER_HOUR + value.minute;
  for (const candidate of minuteStepCandidates(minutes, step)) {
    const snapped = (value as { set: (fields: object) => TimeValue }).set({
      hour: Math.floor(candidate / MINUTES_PER_HOUR),
      minute: candidate % MINUTES_PER_HOUR,
      second: 0,
      millisecond: 0,
    }) as T;
    const aboveMin = !minValue || compareTimes(snapped, minValue) >= 0;
    const belowMax = !maxValue || compareTimes(snapped, maxValue) <= 0;
    if (aboveMin && belowMax) return snapped;
  }
  return value;
};

/**
 * The minute segment, with ArrowUp/ArrowDown moving by the step. The handler runs in the capture
 * phase so RAC's own one-minute step on the segment never sees the key; PageUp/PageDown keep RAC's
 * 15-minute jump and typing is snapped on blur (see TimeField).
 */
const SteppedMinuteSegment = ({ segment, step }: { segment: Segment; step: number }) => {
  const state = useContext(TimeFieldStateContext);
  const handleKeyDown = (event: KeyboardEvent) => {
    if (!state || state.isDisabled || state.isReadOnly) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    const current = segment.isPlaceholder ? null : (segment.value ?? null);
    state.setSegment('minute', nextMinuteStep(current, step, event.key === 'ArrowUp' ? 1 : -1));
  };
  return (
    <span className={styles.segmentWrapper} onKeyDownCapture={handleKeyDown}>
      <DateSegment segment={segment} className={dateStyles.segment} />
    </span>
  );
};

export type TimeFieldProps<T extends TimeValue> = Omit<RACTimeFieldProps<T>, 'children' | 'hourCycle'> &
  FieldTextProps & {
    /**
     * Minutes between allowed times (appointments: 15). Arrow keys on the minute move by the step, and
     * a typed time off the step (09:07) is moved to the nearest one (09:00) when focus leaves the field.
     * 1 allows every minute.
     */
    minuteStep?: number;
    /** 24 (09:00, 17:30) unless told otherwise; hours keep their leading zero. */
    hourCycle?: 12 | 24;
  };

/** A time of day (Time from @internationalized/date) in 15-minute steps by default. */
export const TimeField = <T extends TimeValue>({
  minuteStep = 15,
  hourCycle = 24,
  granularity = 'minute',
  value: valueProp,
  defaultValue,
  onChange,
  onBlur,
  className,
  ...props
}: TimeFieldProps<T>) => {
  const [field, rest] = splitFieldProps(props);
  const isControlled = valueProp !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = useState<T | null>(defaultValue ?? null);
  const value = isControlled ? valueProp : uncontrolledValue;
  // RAC commits a typed value on blur right before calling onBlur, so the blur handler reads it from
  // here rather than from a render that has not happened yet.
  const latestValue = useRef(value);
  useEffect(() => {
    latestValue.current = value;
  }, [value]);

  const handleChange = (next: ChangedValue<T>) => {
    // RAC hands back the class it was given (Time for Time), so this is T.
    const nextValue = next as T | null;
    latestValue.current = nextValue;
    if (!isControlled) setUncontrolledValue(nextValue);
    onChange?.(next);
  };

  const handleBlur = (event: FocusEvent<Element>) => {
    const current = latestValue.current;
    if (current && minuteStep > 1) {
      const snapped = snapTimeToStep(current, minuteStep, props.minValue, props.maxValue);
      if (snapped !== current) handleChange(snapped as unknown as ChangedValue<T>);
    }
    onBlur?.(event);
  };

  return (
    <RACTimeField
      shouldForceLeadingZeros
      {...rest}
      value={value}
      onChange={handleChange}
      onBlur={handleBlur}
      hourCycle={hourCycle}
      granularity={granularity}
      className={fieldClassName(className)}
    >
      <Field {...field}>
        <DateInput className={cx(fieldStyles.control, dateStyles.input)}>
          {(segment) =>
            segment.type === 'minute' && minuteStep > 1 ? (
              <SteppedMinuteSegment segment={segment} step={minuteStep} />
            ) : (
              <DateSegment segment={segment} className={dateStyles.segment} />
            )
          }
        </DateInput>
      </Field>
    </RACTimeField>
  );
};
