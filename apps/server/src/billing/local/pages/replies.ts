// How the pages answer: pages and JSON that hold a session's state are never kept by a cache, and a
// notice page says only what kind of refusal it is.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noticePage, type NoticeKind } from './layout.ts';
import { languageOfRequest, pageLanguage } from './texts.ts';

export function sendPage(reply: FastifyReply, markup: string, status = 200) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Language')
    .type('text/html; charset=utf-8')
    .send(markup);
}

export function sendJson(reply: FastifyReply, body: unknown) {
  return reply.header('cache-control', 'no-store').send(body);
}

/** An unknown, gone, failed or over-limit page, in the reader's language. */
export function sendNotice(request: FastifyRequest, reply: FastifyReply, status: number, kind: NoticeKind) {
  return sendPage(reply, noticePage(pageLanguage(languageOfRequest(request)), kind), status);
}
