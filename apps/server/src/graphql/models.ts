import type {
  RestAddress,
  RestBrand,
  RestChannel,
  RestChannelConfig,
  RestChannelType,
  RestCompany,
  RestContact,
  RestOpportunity,
} from '@parley/api/rest';
import type { SocketMessage } from '@parley/api/socket';
import type {
  BrandRow,
  ChannelRow,
  CompanyRow,
  StoredChannelConfig,
  TeamRow,
  UserRow,
} from '../db/schema.ts';
import type { ChannelStatus, Role, RoleType, Team, User } from '../generated/resolvers.ts';

/*
 * Parent types of the object resolvers: the GraphQL type minus the relations a field resolver loads.
 * They are meant as typescript-resolvers `mappers` (see the report); REST uses the same presenters.
 */
export type UserModel = Omit<User, 'profile' | 'company' | 'teams'> & { companyId: string };
/** Brand, company and channel have the same shape in GraphQL and REST. */
export type CompanyModel = RestCompany;
export type TeamModel = Omit<
  Team,
  'reviewLinks' | 'users' | 'usersCount' | 'channels' | 'channelsCount' | 'userTeamAvailability'
>;
export type BrandModel = RestBrand;
export type ChannelModel = RestChannel;
/** Inbox types have the same shape in GraphQL, REST and socket events (src/inbox/present.ts). */
export type OpportunityModel = RestOpportunity;
export type ContactModel = RestContact;
export type MessageModel = SocketMessage;

type AddressColumns = Pick<UserRow, 'street' | 'streetNumber' | 'zipCode' | 'city' | 'country'>;

export function presentAddress(row: AddressColumns): RestAddress | null {
  const { street, streetNumber, zipCode, city, country } = row;
  if (!street && !streetNumber && !zipCode && !city && !country) return null;
  return { street, streetNumber, zipCode, city, country };
}

const roleNames: Record<RoleType, string> = { COMPANY_USER: 'Company user', COMPANY_ADMIN: 'Company admin' };

export function presentRole(type: RoleType): Role {
  return { type, name: roleNames[type] };
}

export const allRoles: Role[] = (['COMPANY_USER', 'COMPANY_ADMIN'] as const).map(presentRole);

export function presentUser(row: UserRow): UserModel {
  return {
    id: row.id,
    companyId: row.companyId,
    title: row.title,
    email: row.email,
    externalId: row.externalId,
    unreadMessages: 0,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastInviteSent: row.lastInviteSent?.toISOString() ?? null,
    address: presentAddress(row),
    role: presentRole(row.roleType),
  };
}

export function presentCompany(row: CompanyRow): CompanyModel {
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
): BrandModel {
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

export function presentChannel(row: ChannelRow): ChannelModel {
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

export function presentChannelStatus(row: ChannelRow): ChannelStatus {
  return {
    id: row.id,
    connected: row.status === 'LIVE' && !row.isDisabled,
    status: row.status,
    message: row.statusMessage,
  };
}

export function presentTeam(row: TeamRow): TeamModel {
  return {
    id: row.id,
    name: row.name,
    externalId: row.externalId,
    logo: row.logo,
    icon: row.icon,
    address: presentAddress(row),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    var1: row.var1,
    var2: row.var2,
    var3: row.var3,
    var4: row.var4,
    var5: row.var5,
  };
}
