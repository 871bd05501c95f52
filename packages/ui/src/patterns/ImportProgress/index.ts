export { ImportProgress, type ImportProgressProps, type ImportRowProblem } from './ImportProgress';
