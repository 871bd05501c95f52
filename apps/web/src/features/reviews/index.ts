export { type ReviewSearch, ReviewsScreen } from './ReviewsScreen.tsx';
