import { AUDIT_PAGE_SIZE, auditLogFileName } from '@parley/domain';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { type Api, useApi } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { fileNameOf } from '../importExport/mutations.ts';
import { RestError } from '../rest/restClient.ts';
import { auditLogQuery } from './documents.ts';

/** Cache keys of the audit log, built only here. */
export const auditKeys = {
  all: ['audit-log'] as const,
  page: (page: number, pageSize: number) => ['audit-log', page, pageSize] as const,
};

/**
 * One page of the company's audit log, newest first. Never cached as fresh (staleTime 0): it is read
 * to see what just happened. The previous page stays on screen while the next one loads.
 */
export function auditLogQueryOptions(api: Pick<Api, 'graphql'>, page: number, pageSize = AUDIT_PAGE_SIZE) {
  return queryOptions({
    queryKey: auditKeys.page(page, pageSize),
    queryFn: async () => (await graphqlRequest(api.graphql, auditLogQuery, { page, pageSize })).auditLog,
    placeholderData: keepPreviousData,
  });
}

export type AuditLogExport = { blob: Blob; fileName: string };

/** Downloads the whole audit log as CSV (the caller saves the blob under `fileName`). */
export function useExportAuditLog() {
  const api = useApi();
  return useMutation({
    mutationFn: async (): Promise<AuditLogExport> => {
      const response = await api.fetch(`${api.config.restBaseUrl}/core-service/audit-log/export`);
      if (!response.ok) throw new RestError(response.status, 'HTTP_ERROR', response.statusText);
      const today = new Date().toISOString().slice(0, 10);
      return {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition'), auditLogFileName(today)),
      };
    },
  });
}
