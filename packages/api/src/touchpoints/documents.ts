import { graphql } from '../gql/index.ts';

export const websiteWidgetFieldsFragment = graphql(`
  fragment WebsiteWidgetFields on WebsiteWidget {
    websiteType
    key
    enabled
    greeting
    buttonLabel
    position
    color
    updatedAt
  }
`);

export const websiteWidgetQuery = graphql(`
  query WebsiteWidget($websiteType: String!) {
    websiteWidget(websiteType: $websiteType) {
      ...WebsiteWidgetFields
    }
  }
`);

export const updateWebsiteWidgetMutation = graphql(`
  mutation UpdateWebsiteWidget($websiteType: String!, $input: WebsiteWidgetInput!) {
    updateWebsiteWidget(websiteType: $websiteType, input: $input) {
      ...WebsiteWidgetFields
    }
  }
`);

export const chatTouchpointsQuery = graphql(`
  query ChatTouchpoints($qrType: String!) {
    chatTouchpoints(qrType: $qrType) {
      channelId
      channelType
      value
      link
    }
  }
`);
