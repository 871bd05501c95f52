import { graphql } from '../gql/index.ts';

/** profile/information: the signed-in user with everything the page shows. */
export const myProfileQuery = graphql(`
  query MyProfile {
    me {
      id
      email
      title
      externalId
      address {
        street
        streetNumber
        zipCode
        city
        country
      }
      profile {
        id
        firstName
        lastName
        phone
        avatar {
          id
          name
          url
        }
      }
      role {
        type
        name
      }
      teams {
        id
        name
        logo
        address {
          street
          streetNumber
          zipCode
          city
        }
      }
      customerTypes
      products
      services
      company {
        id
        brand {
          id
          appName
          androidId
          iosId
          iosStoreId
        }
      }
    }
  }
`);

export const updateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($id: ID!, $payload: UpdateUserInput!) {
    updateUser(id: $id, payload: $payload) {
      id
      customerTypes
      products
      services
      settings {
        language
        browserNotifications
      }
      profile {
        id
        avatar {
          id
          name
          url
        }
      }
    }
  }
`);

export const absenceFieldsFragment = graphql(`
  fragment AbsenceFields on Absence {
    id
    startDate
    endDate
    note
  }
`);

export const myAbsencesQuery = graphql(`
  query MyAbsences {
    myAbsences {
      ...AbsenceFields
    }
  }
`);

export const myAbsenceQuery = graphql(`
  query MyAbsence($id: ID!) {
    myAbsence(id: $id) {
      ...AbsenceFields
    }
  }
`);

export const createAbsenceMutation = graphql(`
  mutation CreateAbsence($input: AbsenceInput!) {
    createAbsence(input: $input) {
      ...AbsenceFields
    }
  }
`);

export const updateAbsenceMutation = graphql(`
  mutation UpdateAbsence($id: ID!, $input: AbsenceInput!) {
    updateAbsence(id: $id, input: $input) {
      ...AbsenceFields
    }
  }
`);

export const deleteAbsenceMutation = graphql(`
  mutation DeleteAbsence($id: ID!) {
    deleteAbsence(id: $id)
  }
`);
