import type {
  RestAddress,
  RestBrand,
  RestChannel,
  RestChannelConfig,
  RestChannelType,
  RestCompany,
} from '@parley/api/rest';
import type { BrandRow, ChannelRow, CompanyRow, StoredChannelConfig, UserRow } from './db/schema.ts';

/*
 * Rows → contract shapes that GraphQL and REST share (brand, company and channel have the same shape
 * in both). Inbox shapes are presented in inbox/present.ts, GraphQL-only ones in graphql/models.ts.
 */

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

/** Only the non-secret parts of a channel configuration. */
export function presentChannelConfig(config: StoredChannelConfig | null): RestChannelConfig | null {
  if (!config) return null;
  return {
    type: config.type ?? null,
    name: config.name ?? null,
    host: config.host ?? null,
    port: config.port ?? null,
    secure: config.secure ?? null,
    host_transport: config.host_transport ?? null,
    port_transport: config.port_transport ?? null,
    secure_transport: config.secure_transport ?? null,
  };
}

export function presentChannel(row: ChannelRow): RestChannel {
  return {
    id: row.id,
    type: row.type,
    channelType: row.channelType,
    value: row.value,
    createdAt: row.createdAt.toISOString(),
    cloudApi: row.cloudApi,
    isDisabled: row.isDisabled,
    private: row.private,
    client_type: row.clientType,
    client_id: row.clientId,
    created_by: row.createdBy,
    teamId: row.teamId,
    config: presentChannelConfig(row.config),
  };
}
