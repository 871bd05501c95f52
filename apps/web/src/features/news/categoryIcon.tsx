import { type BrandNewsCategoryIcon, brandNewsCategoryIconOf } from '@parley/domain';
import { BoltIcon, CalendarIcon, ChatIcon, InfoIcon, SparkleIcon, StarIcon } from '@parley/ui';

const icons: Record<BrandNewsCategoryIcon, typeof InfoIcon> = {
  info: InfoIcon,
  star: StarIcon,
  calendar: CalendarIcon,
  sparkle: SparkleIcon,
  chat: ChatIcon,
  bolt: BoltIcon,
};

/** The kit icon of a news category (decorative: the category's name is shown beside it). */
export function CategoryIcon({ icon }: { icon: string }) {
  const Icon = icons[brandNewsCategoryIconOf(icon)];
  return <Icon size="sm" />;
}
