import { useId } from 'react';
import { ShopIcon } from '../../icons/Icon';
import { StatusLabel } from '../../primitives/Badge/Badge';
import { Button, LinkButton } from '../../primitives/Button/Button';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './ShopCard.css';

export type ShopCardProps = {
  name: string;
  /** A sentence or two on what the product does. */
  teaser: string;
  /** The product's picture; none shows the shop icon in its place. */
  imageUrl?: string | null;
  /** Text alternative of the picture ("" when it is decorative). */
  imageAlt?: string;
  /** The translated category ("Channels", "Integrations"). */
  category: string;
  /** The price as the app formats it ("Free", "€ 49.00"). */
  priceLabel: string;
  /** Already bought: shows `purchasedLabel` instead of the buy button. */
  isPurchased?: boolean;
  purchasedLabel?: string;
  /** Buys the product; without it (and without a link) the card has no action. */
  onPurchase?: () => void;
  purchaseLabel?: string;
  /** The purchase is under way: the button shows a spinner and ignores presses. */
  isPending?: boolean;
  /** Accessible name of the spinner while pending. */
  pendingLabel?: string;
  /** A product that is a link: opens it in a new tab instead of the buy button. */
  link?: string | null;
  openLabel?: string;
  /** Read after `openLabel` by assistive technology. */
  newTabLabel?: string;
  /** Heading level of the name; pick the one that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * One product of the shop: picture, category, name, teaser, price and its action (buy, open a link
 * product in a new tab, or the purchased state). The action is described by the product's name, so a
 * grid of "Buy" buttons stays tellable apart.
 */
export const ShopCard = ({
  name,
  teaser,
  imageUrl,
  imageAlt = '',
  category,
  priceLabel,
  isPurchased = false,
  purchasedLabel = 'Purchased',
  onPurchase,
  purchaseLabel = 'Buy',
  isPending = false,
  pendingLabel = 'Buying',
  link,
  openLabel = 'Open',
  newTabLabel = '(opens in a new tab)',
  headingLevel = 3,
  className,
}: ShopCardProps) => {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const action = link ? (
    <LinkButton
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      variant="secondary"
      size="sm"
      aria-describedby={headingId}
    >
      {openLabel} <span className={visuallyHidden}>{newTabLabel}</span>
    </LinkButton>
  ) : !isPurchased && onPurchase ? (
    <Button
      size="sm"
      onPress={onPurchase}
      isPending={isPending}
      pendingLabel={pendingLabel}
      aria-describedby={headingId}
    >
      {purchaseLabel}
    </Button>
  ) : null;
  return (
    <article
      className={cx(styles.card, className)}
      aria-labelledby={headingId}
      data-purchased={isPurchased || undefined}
      data-pending={isPending || undefined}
    >
      {imageUrl ? (
        <img className={styles.image} src={imageUrl} alt={imageAlt} />
      ) : (
        <div className={styles.placeholder}>
          <ShopIcon size="lg" />
        </div>
      )}
      <div className={styles.main}>
        <span className={styles.category}>{category}</span>
        <Heading id={headingId} className={styles.name}>
          {name}
        </Heading>
        <p className={styles.teaser}>{teaser}</p>
      </div>
      <div className={styles.footer}>
        <span className={styles.price}>{priceLabel}</span>
        {isPurchased ? <StatusLabel tone="positive">{purchasedLabel}</StatusLabel> : null}
        {action}
      </div>
    </article>
  );
};
