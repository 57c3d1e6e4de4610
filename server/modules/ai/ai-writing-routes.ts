import type { FastifyInstance } from 'fastify';
import { aiToolCalls as calls } from '../../../shared/calls/ai-tools';
import { attachmentHeader } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';
import { readContractFile } from './writings/contract-file';
import { reviewContract } from './writings/contract-review';
import { claimWriting, currentWriting, isDrafting } from './writings/writing-busy';
import { docxFileName, writingDocx } from './writings/writing-docx';
import { draftJob, type DraftRequest } from './writings/writing-draft';
import { checkTender, createWriting, deleteWriting, getWriting, listWritings, saveWriting } from './writings/writing-store';
import { runGeneration } from './generation';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The AI writings (/aiWriteList, /aipaper/*, /aiTender/create, /contract): the session's user's own only. */
export default async function aiWritingRoutes(app: FastifyInstance) {
  registerCall(app, calls.writings, async ({ body, user }) => ok(await listWritings(app.db, (await user()).userId, body ?? {})));
  registerCall(app, calls.writing, async ({ body, user }) => ok({ model: await currentWriting(app.db, (await user()).userId, body.id) }));

  registerCall(app, calls.createWriting, async ({ body, user }) => {
    const { userId } = await user();
    const tender = checkTender(body.tool, body.tender);
    // The contract's `field`: the paper's field, or the tender's form as JSON (also given whole as `tender`).
    const field = tender ? JSON.stringify(tender) : (body.field ?? '');
    return ok({ model: await createWriting(app.db, userId, { tool: body.tool, title: body.title, field, tender }, app.now()) });
  });

  registerCall(app, calls.saveWriting, async ({ body, user }) => {
    const { userId } = await user();
    await getWriting(app.db, userId, body.id);
    // A save during a draft would be overwritten by it, or overwrite it.
    if (await isDrafting(app.db, body.id)) throw fail('aiWriting.busy');
    return ok({ model: await saveWriting(app.db, userId, body, app.now()) });
  });

  registerCall(app, calls.deleteWriting, async ({ body, user }) => {
    await deleteWriting(app.db, (await user()).userId, body.id);
    return ok({});
  });

  registerCall(app, calls.draft, async ({ body, user, http }) => {
    const { userId } = await user();
    const writing = await getWriting(app.db, userId, body.id);
    if (body.part === 'section' && body.sectionIndex === undefined) throw fail('invalidField', { rule: 'required', field: 'sectionIndex' });
    const request: DraftRequest = body.part === 'outline' ? { part: 'outline' } : { part: 'section', sectionIndex: body.sectionIndex! };
    const job = draftJob({ db: app.db, now: () => app.now() }, userId, writing, request);
    const claim = await claimWriting({ db: app.db, log: app.log, ttlMs: app.ai.claimTtlMs }, writing.id);
    try {
      await runGeneration(app, http!, job, claim);
    } finally {
      await claim.release();
    }
    // The answer went out as the stream (a hijacked reply, so Fastify ignores what the handler returns).
    return ok({});
  });

  registerCall(app, calls.exportWriting, async ({ body, user, http, tenant }) => {
    const writing = await getWriting(app.db, (await user()).userId, body.id);
    const bytes = await writingDocx(writing, publicOrigin(http!.request, tenant, app.accounts.publicOrigin));
    void http!.reply
      .header('content-type', DOCX_TYPE)
      .header('content-disposition', attachmentHeader(docxFileName(writing.title)))
      .header('cache-control', 'no-store');
    return bytes;
  });

  registerCall(app, calls.readContract, async ({ body }) => ok({ text: await readContractFile(body.fileName, body.contentBase64) }));

  registerCall(app, calls.reviewContract, async ({ body, user }) =>
    ok({ model: await reviewContract(app.db, (await user()).userId, { title: body.title, text: body.text }, app.now()) }),
  );
}
