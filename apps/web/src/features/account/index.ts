export { AccountScreen } from './AccountScreen.tsx';
