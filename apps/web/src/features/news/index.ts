export { NewsDetail } from './NewsDetail.tsx';
export { NewsOverview } from './NewsOverview.tsx';
