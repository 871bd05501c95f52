import { graphql } from '../gql/index.ts';

export const autoresponderFieldsFragment = graphql(`
  fragment AutoresponderFields on Autoresponder {
    id
    type
    group
    active
    locked
    config {
      subject
      body
    }
    editedBy
    updatedAt
  }
`);

export const autorespondersQuery = graphql(`
  query Autoresponders($type: String, $active: Boolean) {
    autoresponders(type: $type, active: $active) {
      ...AutoresponderFields
    }
  }
`);

export const autoresponderUpdateMutation = graphql(`
  mutation AutoresponderUpdate($id: ID!, $active: Boolean, $config: AutoresponderConfigInput) {
    autoresponderUpdate(id: $id, active: $active, config: $config) {
      ...AutoresponderFields
    }
  }
`);

export const consentBotFieldsFragment = graphql(`
  fragment ConsentBotFields on ConsentBot {
    active
    question
    agreeKeyword
    declineKeyword
    revokeKeyword
    editedBy
    updatedAt
  }
`);

export const consentBotQuery = graphql(`
  query ConsentBot {
    consentBot {
      ...ConsentBotFields
    }
  }
`);

export const consentBotUpdateMutation = graphql(`
  mutation ConsentBotUpdate($active: Boolean, $config: ConsentBotInput) {
    consentBotUpdate(active: $active, config: $config) {
      ...ConsentBotFields
    }
  }
`);

export const botFieldsFragment = graphql(`
  fragment BotFields on Bot {
    id
    name
    active
    type
    default
    updatedAt
    lastRunAt
    runCount
    config {
      nodes
      edges
    }
    configs {
      id
      trigger
      hashTag
      tags
      opportunityAction
      opportunityProductId
      opportunityTypeId
      isConsentActive
      userId
    }
  }
`);

export const botsQuery = graphql(`
  query Bots($active: Boolean, $ids: [ID!]) {
    bots(active: $active, ids: $ids) {
      ...BotFields
    }
  }
`);

export const updateBotConfigMutation = graphql(`
  mutation UpdateBotConfig($id: ID!, $payload: BotConfigPayload, $active: Boolean) {
    updateBotConfig(id: $id, payload: $payload, active: $active) {
      ...BotFields
    }
  }
`);

export const createBotFromBrandMutation = graphql(`
  mutation CreateBotFromBrand($brandBotId: ID!, $name: String!) {
    createBotFromBrand(brandBotId: $brandBotId, name: $name) {
      ...BotFields
    }
  }
`);
