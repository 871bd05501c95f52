import { graphql } from '../gql/index.ts';

export const auditLogQuery = graphql(`
  query AuditLog($page: Int!, $pageSize: Int) {
    auditLog(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        at
        action
        actorName
        targetName
        address
        detail
      }
    }
  }
`);
