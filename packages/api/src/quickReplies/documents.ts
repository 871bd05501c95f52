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
