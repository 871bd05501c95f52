import { presentAddress } from '../company/present.ts';
import type { TeamRow, UserRow } from '../db/schema.ts';
import type { Role, RoleType, Team, User, UserStatus } from '../generated/resolvers.ts';

/*
 * Users and teams as GraphQL presents them: the GraphQL type minus the relations its field resolvers
 * load (graphql/resolvers/user.ts, team.ts, settings.ts, profile.ts), so each row is presented once.
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

export type TeamModel = Omit<
  Team,
  'reviewLinks' | 'users' | 'usersCount' | 'channels' | 'channelsCount' | 'userTeamAvailability'
>;

const roleNames: Record<RoleType, string> = { COMPANY_USER: 'Company user', COMPANY_ADMIN: 'Company admin' };

export function presentRole(type: RoleType): Role {
  return { type, name: roleNames[type] };
}

export const allRoles: Role[] = (['COMPANY_USER', 'COMPANY_ADMIN'] as const).map(presentRole);

export function userStatusOf(row: Pick<UserRow, 'active' | 'firstSignInAt'>): UserStatus {
  if (!row.active) return 'DEACTIVATED';
  return row.firstSignInAt ? 'ACTIVE' : 'INVITED';
}

export function presentUser(row: UserRow): UserModel {
  return {
    id: row.id,
    companyId: row.companyId,
    title: row.title,
    email: row.email,
    externalId: row.externalId,
    unreadMessages: 0,
    active: row.active,
    status: userStatusOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastInviteSent: row.lastInviteSent?.toISOString() ?? null,
    address: presentAddress(row),
    role: presentRole(row.roleType),
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
