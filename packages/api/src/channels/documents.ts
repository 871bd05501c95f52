import { graphql } from '../gql/index.ts';

export const channelStatusQuery = graphql(`
  query ChannelStatus($ids: [ID!]!) {
    channelStatus(ids: $ids) {
      id
      connected
      status
      message
    }
  }
`);

export const addChannelMutation = graphql(`
  mutation AddChannel(
    $value: String!
    $type: ChannelType!
    $client_type: ChannelClientType!
    $client_id: String
    $teamId: ID
    $config: ChannelConfigInput
  ) {
    addChannel(
      value: $value
      type: $type
      client_type: $client_type
      client_id: $client_id
      teamId: $teamId
      config: $config
    ) {
      id
      channelType
      value
    }
  }
`);

export const removeChannelMutation = graphql(`
  mutation RemoveChannel($id: ID!) {
    removeChannel(id: $id)
  }
`);

export const reconnectChannelMutation = graphql(`
  mutation ReconnectChannel($id: ID!) {
    reconnectChannel(id: $id) {
      id
      connected
      status
      message
    }
  }
`);

export const appointmentWidgetFieldsFragment = graphql(`
  fragment AppointmentWidgetFields on AppointmentWidget {
    key
    snippet
    enabled
    teamId
    title
    buttonLabel
    position
    color
    updatedAt
  }
`);

export const appointmentWidgetQuery = graphql(`
  query AppointmentWidget {
    appointmentWidget {
      ...AppointmentWidgetFields
    }
  }
`);

export const updateAppointmentWidgetMutation = graphql(`
  mutation UpdateAppointmentWidget($input: AppointmentWidgetInput!) {
    updateAppointmentWidget(input: $input) {
      ...AppointmentWidgetFields
    }
  }
`);
