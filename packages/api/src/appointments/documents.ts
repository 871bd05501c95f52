import { graphql } from '../gql/index.ts';

/** What the calendar, the detail page and the dashboard show of an appointment. */
export const appointmentFieldsFragment = graphql(`
  fragment AppointmentFields on Appointment {
    id
    name
    start
    end
    duration
    allDay
    userMessage
    contactMessage
    serviceId
    productId
    customerTypeId
    service {
      id
      name
    }
    product {
      id
      name
    }
    customerType {
      id
      name
    }
    teamId
    contactId
    userId
    state
    status
    originType
    opportunityId
    contact {
      id
      name
      userId
    }
    createdBy {
      id
      firstName
      lastName
      avatar
    }
    team {
      id
      name
      logo
      street
      streetNumber
      zipCode
      city
    }
    links {
      webLink
    }
    description
  }
`);

export const calendarAppointmentsQuery = graphql(`
  query CalendarAppointments($startRange: DateTime!, $endRange: DateTime!) {
    calendarAppointments(startRange: $startRange, endRange: $endRange) {
      ...AppointmentFields
    }
  }
`);

export const upcomingAppointmentsQuery = graphql(`
  query UpcomingAppointments($from: DateTime!, $take: Int!) {
    appointments(from: $from, take: $take, activeOnly: true) {
      total
      items {
        ...AppointmentFields
      }
    }
  }
`);

export const contactAppointmentsQuery = graphql(`
  query ContactAppointments($contactId: ID!, $take: Int!) {
    appointments(contactId: $contactId, take: $take) {
      total
      items {
        ...AppointmentFields
      }
    }
  }
`);

export const appointmentQuery = graphql(`
  query Appointment($id: ID!) {
    appointment(id: $id) {
      ...AppointmentFields
    }
  }
`);

export const createAppointmentMutation = graphql(`
  mutation CreateNewAppointmentByUser($input: AppointmentInput!) {
    createNewAppointmentByUser(input: $input) {
      ...AppointmentFields
    }
  }
`);

export const updateAppointmentMutation = graphql(`
  mutation UpdateAppointment($id: ID!, $input: AppointmentInput!) {
    updateAppointment(id: $id, input: $input) {
      ...AppointmentFields
    }
  }
`);

export const cancelAppointmentMutation = graphql(`
  mutation CancelAppointment($appointmentId: ID!) {
    cancelAppointment(appointmentId: $appointmentId)
  }
`);

export const confirmAppointmentMutation = graphql(`
  mutation ConfirmAppointment($appointmentId: ID!) {
    confirmAppointment(appointmentId: $appointmentId) {
      ...AppointmentFields
    }
  }
`);

export const availabilityAggregatedQuery = graphql(`
  query AvailabilityAggregated {
    getAvailabilityAggregated {
      teamId
      teamName
      userId
      mode
      slots {
        day
        from
        to
      }
      teamSlots {
        day
        from
        to
      }
      effective {
        day
        from
        to
      }
    }
  }
`);

export const setUserAvailabilityMutation = graphql(`
  mutation SetUserAvailability($teamId: ID!, $userId: ID!, $slots: [AvailabilitySlotInput!]!) {
    setAvailability(teamId: $teamId, userId: $userId, slots: $slots) {
      id
    }
  }
`);

export const calendarConnectionFieldsFragment = graphql(`
  fragment CalendarConnectionFields on CalendarConnection {
    id
    provider
    accountEmail
    accountName
    connectedAt
    lastSyncAt
    status
    eventCount
  }
`);

export const calendarConnectionsQuery = graphql(`
  query CalendarConnections {
    calendarConnections {
      ...CalendarConnectionFields
    }
  }
`);

export const calendarConnectionQuery = graphql(`
  query CalendarConnection($id: ID!) {
    calendarConnection(id: $id) {
      ...CalendarConnectionFields
    }
  }
`);

export const startCalendarLinkMutation = graphql(`
  mutation StartCalendarLink($provider: CalendarProvider!) {
    startCalendarLink(provider: $provider) {
      authorizationUrl
    }
  }
`);

export const completeCalendarLinkMutation = graphql(`
  mutation CompleteCalendarLink($provider: CalendarProvider!, $code: String!, $state: String!) {
    completeCalendarLink(provider: $provider, code: $code, state: $state) {
      ...CalendarConnectionFields
    }
  }
`);

export const syncCalendarConnectionMutation = graphql(`
  mutation SyncCalendarConnection($id: ID!) {
    syncCalendarConnection(id: $id) {
      ...CalendarConnectionFields
    }
  }
`);

export const disconnectCalendarMutation = graphql(`
  mutation DisconnectCalendar($id: ID!) {
    disconnectCalendar(id: $id)
  }
`);
