import { isoToDisplay, todayIso } from '#domain/dates.ts';
import { findDocument, type DocumentContext, type ResolvedContext } from './catalogue';
import { documentDate, renderPage } from './html';
import { listName } from '#domain/lists.ts';

const DEFAULT_INSURER = 'the insurer named in your schedule';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function resolveContext(context: DocumentContext): ResolvedContext {
  const risk = context.risk ?? {};
  const policy = (risk.policy ?? {}) as Record<string, unknown>;
  const cover = text(context.coverType) || text(policy.cover_type_required);
  const start = text(context.startDate) || text(risk.cover_start_date);
  return {
    ...context,
    risk,
    vars: { insurer: text(context.insurerName) || DEFAULT_INSURER },
    coverName: cover ? listName(context.lists, 'policy_cover_type', cover) : '',
    startDisplay: start ? isoToDisplay(start) : '',
  };
}

/**
 * One document of the catalogue as a complete, printable, accessible HTML page (lang en-GB, one h1,
 * a stylesheet link and no inline script or style), or null for an unknown id. Every value that
 * comes from the customer or the quote is HTML-escaped.
 */
export function renderDocument(
  documentId: string,
  context: DocumentContext,
): { title: string; html: string } | null {
  const entry = findDocument(documentId);
  if (!entry) return null;
  const ctx = resolveContext(context);
  const date = documentDate(context.today ?? todayIso());
  const meta: [string, string][] = [['Product', entry.product]];
  if (entry.kind !== 'terms') meta.push(['Insurer', text(context.insurerName)]);
  meta.push(['Quote reference', text(context.reference)]);
  if (!entry.addonCode && entry.kind !== 'terms') {
    meta.push(['Level of cover', ctx.coverName]);
    meta.push(['Cover start date', ctx.startDisplay]);
  }
  meta.push(['Document date', date]);
  return {
    title: entry.title,
    html: renderPage({ title: entry.title, documentId: entry.id, meta, body: entry.body(ctx) }),
  };
}
