import { Trans } from '@lingui/react/macro';
import { AuthLayout, Link } from '@parley/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/pageTitle.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { usePublicBrand } from './useBrand.ts';

type PublicPageProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  backToLogin?: boolean;
};

/** The login layout of spec 2: brand, card, language switch. */
export function PublicPage({ title, description, children, backToLogin }: PublicPageProps) {
  usePageTitle(title);
  const brand = usePublicBrand();
  return (
    <AuthLayout
      appName={brand.appName}
      logo={brand.logo ? <img src={brand.logo} alt="" /> : null}
      title={title}
      description={description}
      footer={
        <>
          {backToLogin ? (
            <Link href="/login" variant="standalone">
              <Trans>Back to sign in</Trans>
            </Link>
          ) : null}
          <LanguageSwitch />
        </>
      }
    >
      {children}
    </AuthLayout>
  );
}
