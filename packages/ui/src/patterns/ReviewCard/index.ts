export {
  ReviewCard,
  type ReviewCardProps,
  ReviewCardSkeleton,
  StarRating,
  type StarRatingProps,
} from './ReviewCard';
