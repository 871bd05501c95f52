export { AnalyticsScreen } from './AnalyticsScreen.tsx';
export { analyticsArgs } from './args.ts';
