import { graphql } from '../gql/index.ts';

export const conversationStatisticsQuery = graphql(`
  query ConversationStatistics($year: Int!, $month: Int) {
    conversationStatistics(year: $year, month: $month) {
      year
      month
      total
      byAutomation {
        key
        label
        count
      }
      byUser {
        key
        label
        count
      }
      periods {
        period
        total
        byAutomation {
          key
          label
          count
        }
        byUser {
          key
          label
          count
        }
      }
    }
  }
`);
