import type { RestBrand, RestChannel, RestCompany, RestContact, RestOpportunity } from '@parley/api/rest';
import type { SocketMessage } from '@parley/api/socket';

/*
 * Parent types of the object resolvers: the GraphQL type minus the relations a field resolver loads.
 * Each feature presents its rows into them (<feature>/present.ts); users and teams are the settings'.
 */
export type { TeamModel, UserModel } from '../settings/present.ts';

/** Brand, company and channel have the same shape in GraphQL and REST. */
export type CompanyModel = RestCompany;
export type BrandModel = RestBrand;
export type ChannelModel = RestChannel;
/** Inbox types have the same shape in GraphQL, REST and socket events (src/inbox/present.ts). */
export type OpportunityModel = RestOpportunity;
export type ContactModel = RestContact;
export type MessageModel = SocketMessage;
