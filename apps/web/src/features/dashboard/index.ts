export { Dashboard } from './Dashboard.tsx';
