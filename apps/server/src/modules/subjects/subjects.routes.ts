import { subjectsList } from '@wb/shared/subjects/subjects.contract';
import type { FastifyInstance } from 'fastify';
import { registerList } from '../../plugins/lists';
import { subjectsSource } from './subjects.list';

/** /products/subject: WB subjects with commissions and product counts, and their export. */
export async function subjectsRoutes(app: FastifyInstance) {
  registerList(app, subjectsList, subjectsSource);
}
