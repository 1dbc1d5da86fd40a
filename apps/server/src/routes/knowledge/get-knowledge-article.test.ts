import { describe, expect, it } from 'vitest';
import { KnowledgeArticleSchema } from '@cephalo/shared/chat';
import { accessLog } from '../../db/schema';
import { bearerFor, createTestClinic } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();
const read = (id: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url: `/api/knowledge/${id}`, headers: authorization ? { authorization } : {} });

describe('GET /api/knowledge/{id}', () => {
  it('gives patients and doctors a whole entry with its sources, and leaves no access-trail row', async () => {
    const { doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const trailBefore = (await t.db.select().from(accessLog)).length;
    for (const login of [patients[0]!.email, doctor!.email]) {
      const response = await read('vestibular-migraine', await bearerFor(t.app, login));
      expect(response.statusCode).toBe(200);
      const article = KnowledgeArticleSchema.parse(response.json());
      expect(Object.keys(response.json()).sort()).toEqual(['body', 'id', 'sources', 'title']);
      expect(article).toMatchObject({ id: 'vestibular-migraine', title: 'Vestibular migraine – dizziness and vertigo with migraine' });
      // The whole Markdown body, not the short answer: its bullet list and bold marks come too.
      expect(article.body).toContain('- **at least five episodes**');
      expect(article.body).not.toMatch(/^---/);
      expect(article.sources[0]).toEqual({ title: 'ICHD-3 Appendix A1.6.6: Vestibular migraine', url: expect.stringMatching(/^https:\/\/ichd-3\.org\//) });
    }
    // The dementia assistant's entries are read the same way.
    const dementia = await read('delirium-vs-dementia', await bearerFor(t.app, patients[0]!.email));
    expect(dementia.statusCode).toBe(200);
    expect((await t.db.select().from(accessLog)).length).toBe(trailBefore);
  });

  it('answers an unknown id with 404 and a bad id with 400, each with a detail', async () => {
    const { patients } = await createTestClinic(t.db, { patients: 1 });
    const authorization = await bearerFor(t.app, patients[0]!.email);
    const unknown = await read('no-such-entry', authorization);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('There is no knowledge-base entry with this id.');
    for (const badId of ['Vestibular_Migraine', '..%2Fsecrets', 'migraine--aura', '-migraine']) {
      const bad = await read(badId, authorization);
      expect(bad.statusCode, badId).toBe(400);
      expect(bad.json().detail, badId).toEqual(expect.any(String));
    }
  });

  it('is for patients and doctors: a clinic administrator is refused, an anonymous caller must sign in', async () => {
    const { admin } = await createTestClinic(t.db);
    const refused = await read('vestibular-migraine', await bearerFor(t.app, admin.email));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/patients and doctors/);
    expect((await read('vestibular-migraine')).statusCode).toBe(401);
  });
});
