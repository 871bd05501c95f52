export { RelativeDate, type RelativeDateProps } from './RelativeDate';
