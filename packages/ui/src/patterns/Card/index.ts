export { Card, type CardProps, DetailRow, type DetailRowProps } from './Card';
