import { useLingui } from '@lingui/react/macro';
import {
  CalendarDate,
  CalendarDateTime,
  CheckboxGroup as KitCheckboxGroup,
  type CheckboxGroupProps as KitCheckboxGroupProps,
  ComboBox as KitComboBox,
  type ComboBoxProps as KitComboBoxProps,
  DatePicker as KitDatePicker,
  type DatePickerProps as KitDatePickerProps,
  RadioGroup as KitRadioGroup,
  type RadioGroupProps as KitRadioGroupProps,
  Select as KitSelect,
  SelectItem as KitSelectItem,
  type SelectProps as KitSelectProps,
  TimeField as KitTimeField,
  type TimeFieldProps as KitTimeFieldProps,
  parseAbsolute,
  parseDate,
  parseTime,
  Time,
  toZoned,
} from '@parley/ui';
import type { Key } from 'react-aria-components';
import { useBoundField } from './boundField.ts';
import * as styles from './fields.css.ts';
import type { Bound } from './textFields.tsx';

/* Fields with a choice or a picker, bound like the text fields (see textFields.tsx). */

type KeyedProps = {
  /**
   * The option that stands for "none", e.g. "Any team" or "No team": a select cannot show an empty
   * value as a choice of its own.
   */
  nullKey?: string;
  /** The field's value for "none": null (the default with a `nullKey`) or '' (what text schemas read as blank). */
  noneValue?: null | '';
};

const keyOf = (value: string | null | undefined, nullKey: string | undefined) =>
  value === null || value === undefined || value === '' ? (nullKey ?? null) : value;

/** The field's value for a chosen key: "none" as the field spells it, else the key. */
const fieldValueOf = (key: unknown, { nullKey, noneValue }: KeyedProps) =>
  key === null || key === nullKey ? (noneValue !== undefined ? noneValue : nullKey ? null : '') : String(key);

/**
 * A select's or combo box's props bound to the form's field: the kit's own props, the field's name, blur
 * and error, and the chosen key read from and written to the field's value ("none" as `KeyedProps` say).
 */
function useKeyedField<P extends KeyedProps>({ nullKey, noneValue, ...rest }: P) {
  const { field, fieldProps } = useBoundField<string | null>();
  return {
    ...rest,
    ...fieldProps,
    selectedKey: keyOf(field.state.value, nullKey),
    onSelectionChange: (key: Key | null) => field.handleChange(fieldValueOf(key, { nullKey, noneValue })),
  };
}

export function Select(props: Bound<KitSelectProps<object>> & KeyedProps) {
  return <KitSelect {...useKeyedField(props)} />;
}

export function ComboBox(props: Bound<KitComboBoxProps<object>> & KeyedProps) {
  return <KitComboBox {...useKeyedField(props)} />;
}

/** A date the person is still typing (or cleared) is no date: the schema reports it as required. */
function dateOf(value: string | null | undefined): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

function timeOf(value: string | null | undefined): Time | null {
  try {
    return value ? parseTime(value) : null;
  } catch {
    return null;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The kit's date picker, its month buttons named in the app's language (the kit's defaults are English). */
export function DatePicker(props: Bound<KitDatePickerProps<CalendarDate>>) {
  const { t } = useLingui();
  const { field, fieldProps } = useBoundField<string>();
  return (
    <KitDatePicker
      previousMonthLabel={t`Previous month`}
      nextMonthLabel={t`Next month`}
      {...props}
      {...fieldProps}
      value={dateOf(field.state.value)}
      onChange={(value) => field.handleChange(value ? value.toString() : '')}
    />
  );
}

export function TimeField(props: Bound<KitTimeFieldProps<Time>>) {
  const { field, fieldProps } = useBoundField<string>();
  return (
    <KitTimeField
      {...props}
      {...fieldProps}
      value={timeOf(field.state.value)}
      onChange={(value) => field.handleChange(value ? `${pad(value.hour)}:${pad(value.minute)}` : '')}
    />
  );
}

export function RadioGroup(props: Bound<KitRadioGroupProps>) {
  const { field, fieldProps } = useBoundField<string>();
  return (
    <KitRadioGroup
      {...props}
      {...fieldProps}
      value={field.state.value ?? null}
      onChange={field.handleChange}
    />
  );
}

export function CheckboxGroup(props: Bound<KitCheckboxGroupProps>) {
  const { field, fieldProps } = useBoundField<string[]>();
  return (
    <KitCheckboxGroup
      {...props}
      {...fieldProps}
      value={field.state.value ?? []}
      onChange={field.handleChange}
    />
  );
}

type Option = { id: string; name: string };

/**
 * A select of named options (`{ id, name }`), the most common choice in the app's forms. With a
 * `noneLabel` the choice is optional: a first option of that name stands for none (the field's
 * `noneValue`, '' by default).
 */
export function OptionSelect({
  options,
  noneLabel,
  noneValue = '',
  ...props
}: Omit<Bound<KitSelectProps<object>>, 'children' | 'items'> & {
  options: readonly Option[];
  noneLabel?: string;
  noneValue?: null | '';
}) {
  const none = noneLabel === undefined ? {} : { nullKey: NONE_KEY, noneValue };
  return (
    <Select {...props} {...none} placeholder={props.placeholder ?? noneLabel}>
      {[...(noneLabel === undefined ? [] : [{ id: NONE_KEY, name: noneLabel }]), ...options].map((option) => (
        <KitSelectItem key={option.id} id={option.id}>
          {option.name}
        </KitSelectItem>
      ))}
    </Select>
  );
}

/** The key of the "none" option: no id the server gives. */
const NONE_KEY = '';

/** The date and time of an instant (ISO 8601) in `timeZone`, or nulls when it is none. */
function zonedPartsOf(value: string | null | undefined, timeZone: string) {
  try {
    const zoned = value ? parseAbsolute(value, timeZone) : null;
    return zoned
      ? {
          date: new CalendarDate(zoned.year, zoned.month, zoned.day),
          time: new Time(zoned.hour, zoned.minute),
        }
      : { date: null, time: null };
  } catch {
    return { date: null, time: null };
  }
}

/**
 * An instant picked as a date and a time in the user's time zone (`timeZone`), stored as ISO 8601 in
 * UTC ("2026-12-24T08:00:00.000Z"): a pause until a moment, a reminder. The error shows under the date.
 */
export function DateTimeField({
  timeZone,
  timeLabel,
  defaultTime = new Time(9, 0),
  ...props
}: Bound<KitDatePickerProps<CalendarDate>> & { timeZone: string; timeLabel: string; defaultTime?: Time }) {
  const { t } = useLingui();
  const { field, fieldProps } = useBoundField<string>();
  const { date, time } = zonedPartsOf(field.state.value, timeZone);
  const store = (nextDate: CalendarDate | null, nextTime: Time | null) => {
    if (!nextDate) return field.handleChange('');
    const at = nextTime ?? defaultTime;
    const local = new CalendarDateTime(nextDate.year, nextDate.month, nextDate.day, at.hour, at.minute);
    field.handleChange(toZoned(local, timeZone).toAbsoluteString());
  };
  return (
    <div className={styles.dateTime}>
      <KitDatePicker
        previousMonthLabel={t`Previous month`}
        nextMonthLabel={t`Next month`}
        {...props}
        {...fieldProps}
        value={date}
        onChange={(value) => store(value, time)}
      />
      <KitTimeField
        label={timeLabel}
        isRequired={props.isRequired}
        isDisabled={props.isDisabled}
        value={time}
        onChange={(value) => store(date ?? null, value)}
        onBlur={fieldProps.onBlur}
      />
    </div>
  );
}
