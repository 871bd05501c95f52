export { ShopScreen } from './ShopScreen.tsx';
