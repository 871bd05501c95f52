export {
  ContactCard,
  type ContactCardLabel,
  type ContactCardProps,
  ContactCardSkeleton,
  type ContactCardSkeletonProps,
  type ContactCardStrings,
} from './ContactCard';
