import { graphql } from '../gql/index.ts';

export const messageFieldsFragment = graphql(`
  fragment MessageFields on Message {
    id
    clientId
    body
    attachments {
      displayName
      url
      size
      extension
      mimeType
    }
    sender {
      type
      firstName
      lastName
      avatarUrl
      automation
    }
    kind
    event {
      key
      value
    }
    extendedConfig {
      buttonId
    }
    metadata {
      opportunityId
      status
      failureReason
    }
    createdAt
  }
`);

export const conversationQuery = graphql(`
  query Conversation($opportunityId: ID!, $before: ID, $take: Int) {
    conversations(opportunityId: $opportunityId, before: $before, take: $take) {
      hasOlder
      items {
        ...MessageFields
      }
    }
  }
`);

export const opportunityQuery = graphql(`
  query Opportunity($id: ID!) {
    opportunity(id: $id) {
      id
      userId
      sharedToUserId
      status
      isInPool
      channelType
      unreadCount
      lastMessageAt
      lastCustomerMessageAt
      snoozedUntil
      labels {
        id
        key
      }
      contact {
        id
        userId
        companyName
        phone
        email
        consentStatus
        profile {
          firstName
          lastName
          avatarUrl
        }
        labels {
          id
          key
        }
      }
    }
  }
`);

export const quickRepliesQuery = graphql(`
  query QuickReplies {
    quickReplies {
      id
      title
      body
      scope
    }
  }
`);

export const sendMessageMutation = graphql(`
  mutation SendMessage($opportunityId: ID!, $clientId: String!, $body: String, $attachments: [AttachmentInput!]) {
    sendMessage(opportunityId: $opportunityId, clientId: $clientId, body: $body, attachments: $attachments) {
      ...MessageFields
    }
  }
`);

export const markConversationReadMutation = graphql(`
  mutation MarkConversationRead($opportunityId: ID!) {
    markConversationRead(opportunityId: $opportunityId) {
      id
      unreadCount
    }
  }
`);

export const claimOpportunityMutation = graphql(`
  mutation ClaimOpportunity($id: ID!) {
    claimOpportunity(id: $id) {
      id
      userId
      isInPool
    }
  }
`);

export const acceptSharedOpportunityMutation = graphql(`
  mutation AcceptSharedOpportunity($id: ID!) {
    acceptSharedOpportunity(id: $id) {
      id
      userId
      sharedToUserId
    }
  }
`);

export const setConsentMutation = graphql(`
  mutation SetConsent($contactIds: [ID!]!, $type: ConsentType!, $source: String, $givenAt: DateTime) {
    setConsent(contactIds: $contactIds, type: $type, source: $source, givenAt: $givenAt) {
      id
      consentStatus
    }
  }
`);

export const updateConversationMutation = graphql(`
  mutation UpdateConversation($id: ID!, $input: UpdateConversationInput!) {
    updateConversation(id: $id, input: $input) {
      id
      status
      userId
      sharedToUserId
      snoozedUntil
    }
  }
`);

export const updateConversationsMutation = graphql(`
  mutation UpdateConversations($input: UpdateConversationsInput!) {
    updateConversations(input: $input) {
      updated {
        id
      }
      refused {
        id
        code
        message
      }
    }
  }
`);

export const addConversationNoteMutation = graphql(`
  mutation AddConversationNote($opportunityId: ID!, $body: String!, $mentionedUserIds: [ID!]) {
    addConversationNote(opportunityId: $opportunityId, body: $body, mentionedUserIds: $mentionedUserIds) {
      id
    }
  }
`);
