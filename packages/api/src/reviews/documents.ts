import { graphql } from '../gql/index.ts';

export const reviewFieldsFragment = graphql(`
  fragment ReviewFields on Review {
    id
    channelId
    channelName
    rating
    text
    authorName
    createdAt
    reply {
      text
      repliedAt
      repliedBy
      repliedById
      state
      error
    }
  }
`);

export const reviewsQuery = graphql(`
  query Reviews($filter: ReviewFilterInput) {
    reviews(filter: $filter) {
      total
      unanswered
      items {
        ...ReviewFields
      }
    }
  }
`);

export const replyToReviewMutation = graphql(`
  mutation ReplyToReview($id: ID!, $text: String!) {
    replyToReview(id: $id, text: $text) {
      ...ReviewFields
    }
  }
`);

export const startReviewsLinkMutation = graphql(`
  mutation StartReviewsLink {
    startReviewsLink {
      authorizationUrl
    }
  }
`);

export const completeReviewsLinkMutation = graphql(`
  mutation CompleteReviewsLink($code: String!, $state: String!) {
    completeReviewsLink(code: $code, state: $state) {
      id
      accountEmail
      locations {
        name
        title
        address
      }
    }
  }
`);
