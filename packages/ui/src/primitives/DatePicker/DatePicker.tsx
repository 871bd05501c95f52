import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Popover,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { DateSegments, DottedDateLocale } from '../DateField/DateField';
import { Field, type FieldTextProps, fieldClassName, splitFieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './DatePicker.css';

export type DatePickerProps<T extends DateValue> = Omit<RACDatePickerProps<T>, 'children'> &
  FieldTextProps & {
    /** Accessible name of the button that shows the previous month. */
    previousMonthLabel?: string;
    /** Accessible name of the button that shows the next month. */
    nextMonthLabel?: string;
    /** Order the segments by the user's locale instead of the product's DD.MM.YYYY. */
    localeOrder?: boolean;
  };

/**
 * A typed date with a month calendar in a popover. `minValue` (e.g. today for "in the future")
 * disables earlier days in the calendar and reports typed ones as invalid.
 */
export const DatePicker = <T extends DateValue>({
  previousMonthLabel = 'Previous month',
  nextMonthLabel = 'Next month',
  localeOrder,
  className,
  ...props
}: DatePickerProps<T>) => {
  const [field, rest] = splitFieldProps(props);
  return (
    <DottedDateLocale localeOrder={localeOrder}>
      <RACDatePicker shouldForceLeadingZeros {...rest} className={fieldClassName(className)}>
        <Field {...field}>
          <Group className={cx(fieldStyles.control, styles.group)}>
            <DateSegments className={styles.input} />
            <Button className={styles.button}>
              <CalendarIcon size="sm" />
            </Button>
          </Group>
        </Field>
        <Popover className={styles.popover}>
          <Dialog className={styles.dialog}>
            <Calendar>
              <header className={styles.calendarHeader}>
                <IconButton
                  slot="previous"
                  size="sm"
                  label={previousMonthLabel}
                  icon={<ChevronLeftIcon size="sm" />}
                />
                <Heading className={styles.heading} />
                <IconButton
                  slot="next"
                  size="sm"
                  label={nextMonthLabel}
                  icon={<ChevronRightIcon size="sm" />}
                />
              </header>
              <CalendarGrid className={styles.grid}>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => <CalendarCell date={date} className={styles.cell} />}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </RACDatePicker>
    </DottedDateLocale>
  );
};
