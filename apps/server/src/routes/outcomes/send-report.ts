import type { FastifyReply } from 'fastify';

/** Sends a PDF report of a period as a download that no cache keeps. */
export function sendReport(reply: FastifyReply, { pdf, period: { from, to } }: { pdf: Buffer; period: { from: string; to: string } }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="cephalo-report-${from}-${to}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
