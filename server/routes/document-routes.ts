import { calls } from '#domain/contract/calls.ts';
import type { FastifyInstance } from 'fastify';
import { renderDocument, DOCUMENT_CSS, DOCUMENT_CSS_PATH } from '#server/documents/index.ts';
import { notFound } from '#server/http/errors.ts';
import { tokenHashOf } from '#server/http/proposal-token.ts';
import { optionsByName, type ReferenceLists } from '#server/lists/reference-lists.ts';
import type { Store } from '#server/store/types.ts';

/**
 * GET /applied/document/{applied_reference}/{document_id} (SPEC.md 7): the documents of a quote,
 * opened by link in the browser that holds the proposal (its token cookie); 404 otherwise, as for
 * any proposal (the proposal form holds the customer's answers).
 */
export function documentRoutes(app: FastifyInstance, store: Store, lists: ReferenceLists): void {
  const options = optionsByName(lists);
  app.get(DOCUMENT_CSS_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply.type('text/css; charset=utf-8').send(DOCUMENT_CSS);
  });

  app.get<{ Params: { applied: string; document: string } }>(calls.document.path, async (request, reply) => {
    const { applied, document } = request.params;
    const tokenHash = tokenHashOf(request);
    const record = /^[A-Za-z0-9_-]{8,64}$/.test(applied) ? await store.findByAppliedReference(applied) : null;
    if (!record || !tokenHash || !(await store.hasAccess(record.uuid, tokenHash))) throw notFound('document');
    const quote = record.data.quote as { insurer_name?: string } | null;
    const rendered = renderDocument(document, {
      risk: record.data.risk,
      reference: record.reference,
      insurerName: quote?.insurer_name,
      lists: options,
    });
    if (!rendered) throw notFound('document');
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex');
    return reply.type('text/html; charset=utf-8').send(rendered.html);
  });
}
