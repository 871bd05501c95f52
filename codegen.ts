import type { CodegenConfig } from '@graphql-codegen/cli';

// Generated from the committed schema only: codegen never needs a running server.
const schema = 'packages/api/src/schema/*.graphql';

const config: CodegenConfig = {
  schema,
  // A feature's documents live in packages/api/src/<feature>/documents.ts.
  documents: [
    'packages/api/src/documents/**/*.ts',
    'packages/api/src/*/documents.ts',
    'packages/api/src/**/*.test.ts',
  ],
  ignoreNoDocuments: false,
  emitLegacyCommonJSImports: false,
  generates: {
    'packages/api/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
      },
    },
    'apps/server/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../graphql/context.ts#GraphQLContext',
        scalars: { DateTime: 'string', JSON: 'unknown' },
        mappers: {
          User: '../graphql/models.ts#UserModel',
          Company: '../graphql/models.ts#CompanyModel',
          Team: '../graphql/models.ts#TeamModel',
          Brand: '../graphql/models.ts#BrandModel',
          Channel: '../graphql/models.ts#ChannelModel',
          Opportunity: '../graphql/models.ts#OpportunityModel',
          Contact: '../graphql/models.ts#ContactModel',
          Message: '../graphql/models.ts#MessageModel',
        },
        avoidOptionals: false,
      },
    },
    'apps/server/src/generated/typeDefs.ts': {
      plugins: ['./scripts/codegen-typedefs.cjs'],
    },
  },
  // One module per document for the web build (see the script).
  hooks: { afterAllFileWrite: ['node scripts/codegen-split-documents.mjs'] },
};

export default config;
