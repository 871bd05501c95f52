import type { RestBrand, RestChannel, RestCompany, RestContact, RestOpportunity } from '@parley/api/rest';
import type { SocketMessage } from '@parley/api/socket';
import type { ChannelRow, TeamRow, UserRow } from '../db/schema.ts';
import type { ChannelStatus, Role, RoleType, Team, User } from '../generated/resolvers.ts';
import { presentAddress } from '../present.ts';

// The GraphQL resolvers present brands, companies and channels like REST does.
export { presentBrand, presentChannel, presentCompany } from '../present.ts';

/*
 * Parent types of the object resolvers: the GraphQL type minus the relations a field resolver loads.
 * They are meant as typescript-resolvers `mappers` (see the report).
 */
export type UserModel = Omit<
  User,
  | 'profile'
  | 'company'
  | 'teams'
  | 'phoneChannelsOutOfSync'
  | 'customerTypes'
  | 'products'
  | 'services'
  | 'settings'
  | 'currentAbsence'
> & {
  companyId: string;
};
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
