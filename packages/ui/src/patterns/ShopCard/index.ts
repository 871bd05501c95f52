export { ShopCard, type ShopCardProps } from './ShopCard';
