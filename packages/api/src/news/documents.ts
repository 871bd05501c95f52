import { graphql } from '../gql/index.ts';

export const brandNewsQuery = graphql(`
  query BrandNews($brandId: ID!, $ids: [ID!], $skip: Int, $take: Int) {
    brandnews(brandId: $brandId, ids: $ids, skip: $skip, take: $take, status: PUBLISHED) {
      total
      items {
        id
        title
        body
        image
        publishedAt
        category {
          id
          icon
          name
        }
      }
    }
  }
`);
