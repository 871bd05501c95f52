import { type ReactNode, useMemo } from 'react';
import {
  DateInput,
  type DateInputProps,
  DateSegment,
  type DateValue,
  I18nProvider,
  DateField as RACDateField,
  type DateFieldProps as RACDateFieldProps,
  useLocale,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Field, type FieldTextProps, fieldClassName, splitFieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './DateField.css';

const SAMPLE_DAY = new Date(2001, 10, 22);

const showsDottedDates = (locale: string): boolean => {
  try {
    const format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
    return format.format(SAMPLE_DAY) === '22.11.2001';
  } catch {
    return false;
  }
};

/**
 * The locale the date segments are laid out in. The product shows dates as DD.MM.YYYY in every
 * language, so a locale with another order (en: MM/DD/YYYY) is swapped for the same language's
 * Swiss variant (en-CH: DD.MM.YYYY), which keeps the segment names in the user's language.
 */
export const dottedDateLocale = (locale: string): string => {
  if (showsDottedDates(locale)) return locale;
  let language: string;
  try {
    language = new Intl.Locale(locale).language;
  } catch {
    return locale;
  }
  const swiss = `${language}-CH`;
  return showsDottedDates(swiss) ? swiss : locale;
};

/**
 * Lays out the date segments of its children as DD.MM.YYYY (see `dottedDateLocale`); with
 * `localeOrder` the user's own locale decides.
 */
export const DottedDateLocale = ({
  localeOrder,
  children,
}: {
  localeOrder?: boolean;
  children: ReactNode;
}) => {
  const { locale } = useLocale();
  const formatLocale = useMemo(
    () => (localeOrder ? locale : dottedDateLocale(locale)),
    [locale, localeOrder],
  );
  return formatLocale === locale ? children : <I18nProvider locale={formatLocale}>{children}</I18nProvider>;
};

export type DateSegmentsProps = Omit<DateInputProps, 'children'>;

/** The editable day, month and year segments; used by DateField and DatePicker. */
export const DateSegments = ({ className, ...props }: DateSegmentsProps) => (
  <DateInput {...props} className={className}>
    {(segment) => <DateSegment segment={segment} className={styles.segment} />}
  </DateInput>
);

export type DateFieldProps<T extends DateValue> = Omit<RACDateFieldProps<T>, 'children'> &
  FieldTextProps & {
    /** Order the segments by the user's locale instead of the product's DD.MM.YYYY. */
    localeOrder?: boolean;
  };

/** A typed date (CalendarDate from @internationalized/date), shown as DD.MM.YYYY. */
export const DateField = <T extends DateValue>({ localeOrder, className, ...props }: DateFieldProps<T>) => {
  const [field, rest] = splitFieldProps(props);
  return (
    <DottedDateLocale localeOrder={localeOrder}>
      <RACDateField shouldForceLeadingZeros {...rest} className={fieldClassName(className)}>
        <Field {...field}>
          <DateSegments className={cx(fieldStyles.control, styles.input)} />
        </Field>
      </RACDateField>
    </DottedDateLocale>
  );
};
