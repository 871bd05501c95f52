import { graphql } from '../gql/index.ts';

export const meQuery = graphql(`
  query Me {
    me {
      id
      email
      title
      externalId
      active
      profile {
        id
        firstName
        lastName
        avatar {
          url
        }
      }
      role {
        type
        name
      }
      settings {
        language
        browserNotifications
      }
      currentAbsence {
        id
        endDate
      }
      company {
        id
        name
        status
        deactivationTimestamp
        logo
        small_logo
        brand {
          id
          name
          appName
          primaryColor
          brandColor
          internalColor
          logos {
            main
            small
          }
          features {
            reviews
            reviewReplies
            companyQuickReplies
            userQuickReplies
            brandDocuments
            appointments
            gpt
            office365
            writingTools
            googleCalendar
            analytics
            disableManualOptinGiven
          }
        }
      }
    }
  }
`);

export const requestResetPasswordQuery = graphql(`
  query RequestResetPassword($email: String!) {
    requestResetPassword(email: $email)
  }
`);

export const resetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!, $confirmPassword: String!) {
    resetPassword(token: $token, password: $password, confirm_password: $confirmPassword)
  }
`);

export const impersonateTokenQuery = graphql(`
  query ImpersonateToken($id: ID!) {
    impersonateToken(id: $id)
  }
`);
