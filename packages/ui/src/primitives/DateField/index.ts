export { DateField, type DateFieldProps, dottedDateLocale } from './DateField';
