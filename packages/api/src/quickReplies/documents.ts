import { graphql } from '../gql/index.ts';

export const companyQuickRepliesQuery = graphql(`
  query CompanyQuickReplies {
    companyQuickReplies {
      id
      title
      body
      scope
    }
  }
`);

export const companyQuickReplyQuery = graphql(`
  query CompanyQuickReply($id: ID!) {
    companyQuickReply(id: $id) {
      id
      title
      body
      scope
    }
  }
`);

export const createCompanyQuickReplyMutation = graphql(`
  mutation CreateCompanyQuickReply($input: QuickReplyInput!) {
    createCompanyQuickReply(input: $input) {
      id
      title
      body
      scope
    }
  }
`);

export const updateCompanyQuickReplyMutation = graphql(`
  mutation UpdateCompanyQuickReply($id: ID!, $input: QuickReplyInput!) {
    updateCompanyQuickReply(id: $id, input: $input) {
      id
      title
      body
      scope
    }
  }
`);

export const deleteCompanyQuickReplyMutation = graphql(`
  mutation DeleteCompanyQuickReply($id: ID!) {
    deleteCompanyQuickReply(id: $id)
  }
`);

export const userQuickRepliesQuery = graphql(`
  query UserQuickReplies {
    userQuickReplies {
      id
      title
      body
      scope
    }
  }
`);

export const userQuickReplyQuery = graphql(`
  query UserQuickReply($id: ID!) {
    userQuickReply(id: $id) {
      id
      title
      body
      scope
    }
  }
`);

export const createUserQuickReplyMutation = graphql(`
  mutation CreateUserQuickReply($input: QuickReplyInput!) {
    createUserQuickReply(input: $input) {
      id
      title
      body
      scope
    }
  }
`);

export const updateUserQuickReplyMutation = graphql(`
  mutation UpdateUserQuickReply($id: ID!, $input: QuickReplyInput!) {
    updateUserQuickReply(id: $id, input: $input) {
      id
      title
      body
      scope
    }
  }
`);

export const deleteUserQuickReplyMutation = graphql(`
  mutation DeleteUserQuickReply($id: ID!) {
    deleteUserQuickReply(id: $id)
  }
`);
