import { graphql } from '../gql/index.ts';

export const settingsUserFieldsFragment = graphql(`
  fragment SettingsUserFields on User {
    id
    email
    title
    externalId
    active
    status
    lastInviteSent
    role {
      type
      name
    }
    profile {
      id
      firstName
      lastName
      phone
    }
    teams {
      id
      name
    }
  }
`);

export const settingsUsersQuery = graphql(`
  query SettingsUsers {
    users {
      ...SettingsUserFields
    }
  }
`);

export const settingsUserQuery = graphql(`
  query SettingsUser($id: ID!) {
    users(ids: [$id]) {
      ...SettingsUserFields
    }
  }
`);

export const settingsRolesQuery = graphql(`
  query SettingsRoles {
    usersRoles {
      type
      name
    }
  }
`);

export const settingsTeamFieldsFragment = graphql(`
  fragment SettingsTeamFields on Team {
    id
    name
    externalId
    usersCount
    channelsCount
    address {
      street
      streetNumber
      zipCode
      city
    }
    userTeamAvailability {
      day
      from
      to
    }
  }
`);

export const settingsTeamsQuery = graphql(`
  query SettingsTeams {
    teams {
      ...SettingsTeamFields
    }
  }
`);

export const validateSettingsEmailQuery = graphql(`
  query ValidateSettingsEmail($email: String!) {
    validateEmail(email: $email, disposable_allowed: false, freemail_allowed: true) {
      valid
      reason
    }
  }
`);

export const validateSettingsPhoneQuery = graphql(`
  query ValidateSettingsPhone($number: String!) {
    validatePhone(number: $number, country_code: "DE") {
      valid
    }
  }
`);

export const inviteUserMutation = graphql(`
  mutation InviteUser($input: InviteUserInput!) {
    inviteUser(input: $input) {
      ...SettingsUserFields
    }
  }
`);

export const updateSettingsUserMutation = graphql(`
  mutation UpdateSettingsUser($id: ID!, $payload: UpdateUserInput!) {
    updateUser(id: $id, payload: $payload) {
      ...SettingsUserFields
      phoneChannelsOutOfSync
    }
  }
`);

export const resendInviteMutation = graphql(`
  mutation ResendInvite($id: ID!) {
    resendInvite(id: $id) {
      ...SettingsUserFields
    }
  }
`);

export const setUserActiveMutation = graphql(`
  mutation SetUserActive($id: ID!, $active: Boolean!) {
    setUserActive(id: $id, active: $active) {
      ...SettingsUserFields
    }
  }
`);

export const createTeamMutation = graphql(`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      ...SettingsTeamFields
    }
  }
`);

export const updateTeamMutation = graphql(`
  mutation UpdateTeam($id: ID!, $input: CreateTeamInput!) {
    updateTeam(id: $id, input: $input) {
      ...SettingsTeamFields
    }
  }
`);

export const deleteTeamMutation = graphql(`
  mutation DeleteTeam($id: ID!) {
    deleteTeam(id: $id)
  }
`);

export const setUserTeamsMutation = graphql(`
  mutation SetUserTeams($userId: ID!, $teamIds: [ID!]!) {
    setUserTeams(userId: $userId, teamIds: $teamIds) {
      ...SettingsUserFields
    }
  }
`);

export const setChannelTeamMutation = graphql(`
  mutation SetChannelTeam($channelId: ID!, $teamId: ID) {
    setChannelTeam(channelId: $channelId, teamId: $teamId) {
      id
      teamId
    }
  }
`);

export const setAvailabilityMutation = graphql(`
  mutation SetTeamAvailability($teamId: ID!, $slots: [AvailabilitySlotInput!]!) {
    setAvailability(teamId: $teamId, slots: $slots) {
      ...SettingsTeamFields
    }
  }
`);

export const companyPortfolioFieldsFragment = graphql(`
  fragment CompanyPortfolioFields on CompanyPortfolio {
    customerTypes {
      id
      name
      icon
      active
    }
    products {
      id
      name
      icon
      active
      parentIds
    }
    services {
      id
      name
      duration
      active
      parentIds
    }
  }
`);

export const companyPortfolioQuery = graphql(`
  query CompanyPortfolio {
    companyPortfolio {
      ...CompanyPortfolioFields
    }
  }
`);

export const updateCompanyBrandCustomerTypesMutation = graphql(`
  mutation UpdateCompanyBrandCustomerTypes($payload: [PortfolioActiveInput!]!) {
    updateCompanyBrandCustomerTypes(payload: $payload) {
      ...CompanyPortfolioFields
    }
  }
`);

export const updateCompanyBrandProductsMutation = graphql(`
  mutation UpdateCompanyBrandProducts($payload: [PortfolioActiveInput!]!) {
    updateCompanyBrandProducts(payload: $payload) {
      ...CompanyPortfolioFields
    }
  }
`);

export const updateCompanyBrandServicesMutation = graphql(`
  mutation UpdateCompanyBrandServices($payload: [PortfolioActiveInput!]!) {
    updateCompanyBrandServices(payload: $payload) {
      ...CompanyPortfolioFields
    }
  }
`);
