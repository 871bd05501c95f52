import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type RestShopProduct, shopProductsQueryOptions, useApi, usePurchaseProduct } from '@parley/api';
import {
  SHOP_ALREADY_PURCHASED,
  SHOP_BILLING,
  SHOP_CATEGORIES,
  SHOP_SORTS,
  type ShopCategory,
  type ShopView,
  shopProductsFor,
} from '@parley/domain';
import { AlertDialog, EmptyState, Modal, Select, SelectItem, ShopCard, Skeleton, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { failureText, registerKeyedMessages } from '../../lib/messages.ts';
import * as styles from './shop.css.ts';

// A call, not a bare import: the bundler drops imports kept only for their side effects.
registerKeyedMessages({
  [SHOP_ALREADY_PURCHASED]: msg({
    id: 'SHOP.ALREADY_PURCHASED',
    message: 'Your company already has this bot.',
  }),
});

export type ShopScreenProps = {
  view: ShopView;
  onViewChange: (view: ShopView) => void;
};

const ALL = 'all';

/**
 * /shop/overview (admins): the brand's bots and links as cards, filtered by category and billing and
 * sorted (spec 2), kept in the address. Buying a bot asks first, then installs it in the company's
 * automation (switched off until someone turns it on).
 */
export function ShopScreen({ view, onViewChange }: ShopScreenProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const toast = useToast();
  const bots = useQuery(shopProductsQueryOptions(api, 'bots'));
  const links = useQuery(shopProductsQueryOptions(api, 'links'));
  const buy = usePurchaseProduct();
  const [confirming, setConfirming] = useState<RestShopProduct | null>(null);
  const euro = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'EUR' });
  const categoryNames: Record<ShopCategory, string> = { reach: t`Reach`, grow: t`Grow`, delight: t`Delight` };
  const price = (product: RestShopProduct) => (product.price === 0 ? t`Free` : euro.format(product.price));

  const handlePurchase = async () => {
    if (!confirming) return;
    const product = confirming;
    try {
      await buy.mutateAsync(product._id);
      toast.add({
        tone: 'positive',
        title: t`${product.name} is now in your automation, switched off until you turn it on.`,
      });
    } catch (error) {
      toast.add({
        tone: 'critical',
        title: failureText(i18n, error) ?? t`The purchase did not go through. Please try again.`,
      });
    } finally {
      setConfirming(null);
    }
  };

  const grid = (
    products: RestShopProduct[] | undefined,
    query: typeof bots,
    label: string,
    emptyTitle: string,
  ) => {
    if (query.isError)
      return <LoadError onRetry={() => void query.refetch()}>{t`The shop could not be loaded.`}</LoadError>;
    if (!products)
      return (
        <div className={styles.grid}>
          <Skeleton width="100%" height="18rem" />
          <Skeleton width="100%" height="18rem" />
        </div>
      );
    const shown = shopProductsFor(products, view, i18n.locale);
    if (shown.length === 0) return <EmptyState headingLevel={3} title={emptyTitle} />;
    return (
      <ul className={styles.grid} aria-label={label}>
        {shown.map((product) => (
          <li key={product._id} className={styles.item}>
            <ShopCard
              name={product.name}
              teaser={product.teaser}
              imageUrl={product.image}
              category={categoryNames[product.category]}
              priceLabel={price(product)}
              isPurchased={product.purchased}
              purchasedLabel={t`In your automation`}
              purchaseLabel={product.price === 0 ? t`Add` : t`Buy`}
              pendingLabel={t`Buying`}
              isPending={buy.isPending && buy.variables === product._id}
              link={product.link}
              openLabel={t`Open`}
              newTabLabel={t`(opens in a new tab)`}
              {...(product.type === 'BOT' ? { onPurchase: () => setConfirming(product) } : {})}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <Select
          label={t`Category`}
          selectedKey={view.category ?? ALL}
          onSelectionChange={(key) =>
            onViewChange({ ...view, category: key === ALL || key === null ? null : (key as ShopCategory) })
          }
        >
          <SelectItem id={ALL}>{t`All categories`}</SelectItem>
          {SHOP_CATEGORIES.map((category) => (
            <SelectItem key={category} id={category}>
              {categoryNames[category]}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t`Billing`}
          selectedKey={view.billing ?? ALL}
          onSelectionChange={(key) =>
            onViewChange({
              ...view,
              billing: key === ALL || key === null ? null : (key as ShopView['billing']),
            })
          }
        >
          <SelectItem id={ALL}>{t`Free and paid`}</SelectItem>
          {SHOP_BILLING.map((billing) => (
            <SelectItem key={billing} id={billing}>
              {billing === 'free' ? t`Free` : t`Costs`}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t`Sort by`}
          selectedKey={view.sort}
          onSelectionChange={(key) =>
            key !== null && onViewChange({ ...view, sort: key as ShopView['sort'] })
          }
        >
          {SHOP_SORTS.map((sort) => (
            <SelectItem key={sort} id={sort}>
              {sort === 'newest' ? t`Newest` : sort === 'name' ? t`Name` : t`Price`}
            </SelectItem>
          ))}
        </Select>
      </div>
      <section className={styles.section} aria-labelledby="shop-bots-heading">
        <h2 id="shop-bots-heading" className={styles.heading}>
          {t`Bots`}
        </h2>
        {grid(bots.data, bots, t`Bots`, t`No bots match these filters`)}
      </section>
      <section className={styles.section} aria-labelledby="shop-links-heading">
        <h2 id="shop-links-heading" className={styles.heading}>
          {t`Links`}
        </h2>
        {grid(links.data, links, t`Links`, t`No links match these filters`)}
      </section>
      <Modal
        size="sm"
        isDismissable={false}
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
      >
        <AlertDialog
          title={confirming ? t`Buy ${confirming.name}?` : ''}
          primaryActionLabel={confirming && confirming.price > 0 ? t`Buy for ${price(confirming)}` : t`Add`}
          cancelLabel={t`Cancel`}
          isPending={buy.isPending}
          pendingLabel={t`Buying`}
          onPrimaryAction={handlePurchase}
          onCancel={() => setConfirming(null)}
        >
          {confirming
            ? confirming.price > 0
              ? t`${price(confirming)} is charged to your company. The bot is added to your automation, switched off until you turn it on.`
              : t`The bot is added to your automation, switched off until you turn it on.`
            : null}
        </AlertDialog>
      </Modal>
    </div>
  );
}
