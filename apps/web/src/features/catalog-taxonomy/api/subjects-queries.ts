import type { ListRequestInput } from '@wb/shared/list/list-query';
import { listSubjectsContract, type SubjectScope } from '@wb/shared/subjects/subjects.contract';
import { apiRequest } from '../../../app/query/api-client';

export const subjectQueries = {
  all: (scope: SubjectScope) => ['subjects', scope] as const,
};

/** One page of /api/subjects/:scope (the request travels as JSON in `list`). */
export const fetchSubjectsPage =
  (scope: SubjectScope) => (request: ListRequestInput, signal: AbortSignal) =>
    apiRequest(
      listSubjectsContract,
      { params: { scope }, query: { list: JSON.stringify(request) } },
      { signal },
    );

export const subjectsExportPath = (scope: SubjectScope) => `/api/subjects/${scope}/export`;
