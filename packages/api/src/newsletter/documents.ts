import { graphql } from '../gql/index.ts';

export const conversationCreditsQuery = graphql(`
  query ConversationCredits {
    conversationCredits {
      credits
      monthlyCredits
      balance
      threshold
      automaticBooking
      automaticBookingAmount
      currentCostPerConversation
    }
  }
`);

export const conversationsCostQuery = graphql(`
  query ConversationsCost($conversations: Int!) {
    conversationsCostCalculator(conversations: $conversations) {
      conversations
      costPerConversation
      price
      balance
      remaining
      sufficient
    }
  }
`);

export const conversationTopUpMutation = graphql(`
  mutation ConversationTopUp($quantity: Int!) {
    conversationTopUp(quantity: $quantity) {
      id
      quantity
      price
      status
      createdAt
    }
  }
`);

export const createNewsletterMutation = graphql(`
  mutation CreateNewsletter($input: CreateNewsletterInput!) {
    createNewsletter(input: $input) {
      id
      totalRecipientCount
      skippedNoConsent
      skippedNoAddress
      schedule {
        sendAt
        recipientCount
      }
    }
  }
`);

export const conversationTemplateOfferQuery = graphql(`
  query ConversationTemplateOffer($opportunityId: ID!) {
    conversationTemplateOffer(opportunityId: $opportunityId) {
      windowEndsAt
      windowOpen
      cost
      price
      sufficient
      templates {
        id
        name
        title
        body
        header
        footer
        placeholders
      }
    }
  }
`);

export const sendTemplateMessageMutation = graphql(`
  mutation SendTemplateMessage($opportunityId: ID!, $clientId: String!, $templateId: ID!, $variables: JSON) {
    sendTemplateMessage(
      opportunityId: $opportunityId
      clientId: $clientId
      templateId: $templateId
      variables: $variables
    ) {
      id
    }
  }
`);
