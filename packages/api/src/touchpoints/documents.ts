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
  query WebsiteWidget($websiteType: String!, $mine: Boolean) {
    websiteWidget(websiteType: $websiteType, mine: $mine) {
      ...WebsiteWidgetFields
    }
  }
`);

export const updateWebsiteWidgetMutation = graphql(`
  mutation UpdateWebsiteWidget($websiteType: String!, $input: WebsiteWidgetInput!, $mine: Boolean) {
    updateWebsiteWidget(websiteType: $websiteType, input: $input, mine: $mine) {
      ...WebsiteWidgetFields
    }
  }
`);

export const chatTouchpointsQuery = graphql(`
  query ChatTouchpoints($qrType: String!, $mine: Boolean) {
    chatTouchpoints(qrType: $qrType, mine: $mine) {
      channelId
      channelType
      value
      link
    }
  }
`);
