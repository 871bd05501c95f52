import type { RestAddress, RestBrand, RestChannelType, RestCompany } from '@parley/api/rest';
import type { BrandRow, CompanyRow, UserRow } from '../db/schema.ts';

/*
 * Company, brand and address rows → the contract shapes GraphQL and REST share (a brand or a company
 * has the same shape in both).
 */

/** Users, teams, companies and contacts keep their address in the same columns. */
type AddressColumns = Pick<UserRow, 'street' | 'streetNumber' | 'zipCode' | 'city' | 'country'>;

export function presentAddress(row: AddressColumns): RestAddress | null {
  const { street, streetNumber, zipCode, city, country } = row;
  if (!street && !streetNumber && !zipCode && !city && !country) return null;
  return { street, streetNumber, zipCode, city, country };
}

export function presentCompany(row: CompanyRow): RestCompany {
  return {
    id: row.id,
    brandId: row.brandId,
    externalId: row.externalId,
    name: row.name,
    logo: row.logo,
    small_logo: row.smallLogo,
    reuseClosedOpportunities: row.reuseClosedOpportunities,
    onboardingFinished: row.onboardingFinished,
    status: row.status,
    deactivationTimestamp: row.deactivationTimestamp,
    groupId: row.groupId,
    address: presentAddress(row),
    var1: row.var1,
    var2: row.var2,
    var3: row.var3,
    var4: row.var4,
    var5: row.var5,
  };
}

export function presentBrand(
  row: BrandRow,
  preferences: { channelType: RestChannelType; isDisabled: boolean }[],
): RestBrand {
  return {
    id: row.id,
    name: row.name,
    appName: row.appName,
    nameKey: row.nameKey,
    logos: { main: row.logoMain, small: row.logoSmall },
    androidId: row.androidId,
    iosId: row.iosId,
    iosStoreId: row.iosStoreId,
    brandColor: row.brandColor,
    primaryColor: row.primaryColor,
    internalColor: row.internalColor,
    conversationsIncludedPerMonth: row.conversationsIncludedPerMonth,
    features: {
      reviews: row.featureReviews,
      reviewReplies: row.featureReviewReplies,
      companyQuickReplies: row.featureCompanyQuickReplies,
      userQuickReplies: row.featureUserQuickReplies,
      brandDocuments: row.featureBrandDocuments,
      appointments: row.featureAppointments,
      gpt: row.featureGpt,
      office365: row.featureOffice365,
      writingTools: row.featureWritingTools,
      googleCalendar: row.featureGoogleCalendar,
      analytics: row.featureAnalytics,
      disableManualOptinGiven: row.featureDisableManualOptinGiven,
    },
    channelPreferences: preferences.map((p) => ({
      brandId: row.id,
      channelType: p.channelType,
      isDisabled: p.isDisabled,
    })),
    newsletterConsentConfig:
      row.newsletterConsentHeader || row.newsletterConsentAgreeLabel
        ? { header: row.newsletterConsentHeader, agreeLabel: row.newsletterConsentAgreeLabel }
        : null,
  };
}
