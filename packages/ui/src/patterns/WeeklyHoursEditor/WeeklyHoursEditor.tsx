import { parseTime } from '@internationalized/date';
import { AddIcon, CloseIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { TimeField } from '../../primitives/TimeField/TimeField';
import * as styles from './WeeklyHoursEditor.css';

/** One slot as it is edited: weekday 0 = Monday … 6 = Sunday, times HH:mm or null while empty. */
export type WeeklyHoursSlot = { key: string | number; day: number; from: string | null; to: string | null };

export type WeeklyHoursEditorLabels = {
  /** Shown on a day without slots. */
  closed: string;
  from: (day: string) => string;
  to: (day: string) => string;
  remove: (day: string, position: number) => string;
  add: (day: string) => string;
};

export const defaultWeeklyHoursLabels: WeeklyHoursEditorLabels = {
  closed: 'Closed',
  from: (day) => `${day} from`,
  to: (day) => `${day} to`,
  remove: (day, position) => `Remove ${day} slot ${position}`,
  add: (day) => `Add time on ${day}`,
};

export type WeeklyHoursEditorProps = {
  slots: readonly WeeklyHoursSlot[];
  onChange: (slots: WeeklyHoursSlot[]) => void;
  /** Monday first. */
  dayNames: readonly string[];
  /** A translated message per slot key; shown on the end (or the missing end) of that slot. */
  errors?: Readonly<Record<string, string | undefined>>;
  /** Makes a key for a new slot. */
  newKey: () => string | number;
  labels?: Partial<WeeklyHoursEditorLabels>;
  isDisabled?: boolean;
};

/**
 * Slots per weekday (opening hours, availability): each day a group of time ranges, added and removed
 * one by one, with the kit TimeField. Presentational: the app keeps the slots, checks them and
 * converts between local time and what it stores.
 */
export const WeeklyHoursEditor = ({
  slots,
  onChange,
  dayNames,
  errors = {},
  newKey,
  labels: labelsProp,
  isDisabled = false,
}: WeeklyHoursEditorProps) => {
  const labels = { ...defaultWeeklyHoursLabels, ...labelsProp };
  const change = (key: WeeklyHoursSlot['key'], patch: Partial<WeeklyHoursSlot>) =>
    onChange(slots.map((slot) => (slot.key === key ? { ...slot, ...patch } : slot)));
  return (
    <div className={styles.root}>
      {dayNames.map((dayName, day) => {
        const daySlots = slots.filter((slot) => slot.day === day);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a group of time fields, named by its weekday
          <div key={dayName} className={styles.dayRow} role="group" aria-label={dayName}>
            <span className={styles.dayName} aria-hidden="true">
              {dayName}
            </span>
            <div className={styles.slots}>
              {daySlots.length === 0 ? <span className={styles.muted}>{labels.closed}</span> : null}
              {daySlots.map((slot, position) => {
                const error = errors[String(slot.key)];
                return (
                  <div key={slot.key} className={styles.slot}>
                    <TimeField
                      label={labels.from(dayName)}
                      value={slot.from ? parseTime(slot.from) : null}
                      onChange={(value) =>
                        change(slot.key, { from: value ? value.toString().slice(0, 5) : null })
                      }
                      isInvalid={Boolean(error) && !slot.from}
                      errorMessage={!slot.from ? error : undefined}
                      isDisabled={isDisabled}
                    />
                    <TimeField
                      label={labels.to(dayName)}
                      value={slot.to ? parseTime(slot.to) : null}
                      onChange={(value) =>
                        change(slot.key, { to: value ? value.toString().slice(0, 5) : null })
                      }
                      isInvalid={Boolean(error) && (slot.from !== null || !slot.to)}
                      errorMessage={slot.from ? error : undefined}
                      isDisabled={isDisabled}
                    />
                    <IconButton
                      className={styles.slotRemove}
                      label={labels.remove(dayName, position + 1)}
                      icon={<CloseIcon size="sm" />}
                      variant="quiet"
                      isDisabled={isDisabled}
                      onPress={() => onChange(slots.filter((s) => s.key !== slot.key))}
                    />
                  </div>
                );
              })}
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<AddIcon size="sm" />}
                  isDisabled={isDisabled}
                  onPress={() => onChange([...slots, { day, from: null, to: null, key: newKey() }])}
                >
                  {labels.add(dayName)}
                </Button>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
};
