import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIXED_TEXTS } from '@cephalo/clinic/i18n/fixed-texts';
import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { QuestionListSchema } from '@cephalo/shared/chat';
import { questions, usagePeriods, users } from '../../db/schema';
import { bearerFor, createTestClinic, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp({ ASSISTANT_STREAM_DELAY_MS: '0' });
const today = () => new Date().toISOString().slice(0, 10);

async function patientSpeaking(language: ChatLanguage) {
  const user = await createTestUser(t.db);
  await t.db.update(users).set({ chatAnswerLanguage: language }).where(eq(users.id, user.id));
  return { user, auth: await bearerFor(t.app, user.email) };
}
const ask = (authorization: string, message: string, agent: 1 | 2 = 1) =>
  t.app.inject({ method: 'POST', url: agent === 1 ? '/api/chat-stream' : '/api/chat-stream-demen', headers: { authorization }, payload: { message, ai_assistant_id: agent } });

describe('the assistant in every chat language', () => {
  it.each([
    ['Serbian', 'Имам најгору главобољу у животу, дошла је изненада као удар грома'],
    ['Serbian', 'Imam najgoru glavobolju u zivotu, dosla je iznenada kao udar groma'],
    ['Deutsch', 'Seit heute Mittag hohes Fieber, der Nacken ist ganz steif und der Kopf tut furchtbar weh'],
    ['Greek', 'Ξαφνικά ο χειρότερος πονοκέφαλος της ζωής μου, σαν να με χτύπησε κεραυνός'],
  ] as const)('answers a red flag written in %s first with urgent-care advice in the chat language (%s)', async (language, message) => {
    const { auth } = await patientSpeaking(language);
    const response = await ask(auth, message);
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith(FIXED_TEXTS[language].urgentCare)).toBe(true);
    // Then the entry that explains the red flag, with its short answer in the chat language.
    const thunderclapOrMeningitis = language === 'Deutsch' ? 'meningitis-fever-stiff-neck' : 'thunderclap-headache';
    expect(response.body).toContain(t.app.assistant.index.translation(thunderclapOrMeningitis, language)?.summary ?? '?');
  });

  it('catches a red flag written in another language than the profile, and advises in the profile language', async () => {
    const { auth } = await patientSpeaking('English');
    const response = await ask(auth, 'Mama je od jutros odjednom potpuno zbunjena i ne prepoznaje me', 2);
    expect(response.body.startsWith(FIXED_TEXTS.English.urgentCareDementia)).toBe(true);
  });

  it('answers an ordinary question written in French in French, with the entry as reference, and raises no alarm', async () => {
    const { auth } = await patientSpeaking('French');
    const response = await ask(auth, 'Est-ce que le café peut déclencher mes migraines ou au contraire les soulager ?');
    expect(response.statusCode).toBe(200);
    const caffeine = t.app.assistant.index.translation('caffeine-and-headache', 'French');
    expect(caffeine).toBeDefined();
    expect(response.body.startsWith(FIXED_TEXTS.French.greeting)).toBe(true);
    expect(response.body).not.toContain(FIXED_TEXTS.French.urgentCare);
    // The French short answer comes before the English entry, which is marked as English.
    expect(response.body.indexOf(caffeine?.summary ?? '?')).toBeGreaterThan(0);
    expect(response.body.indexOf(caffeine?.summary ?? '?')).toBeLessThan(response.body.indexOf(FIXED_TEXTS.French.answerInEnglish));
    const day = QuestionListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/questions-by-user/1?date=${today()}`, headers: { authorization: auth } })).json());
    expect(day[0]?.answer?.reference_list[0]?.id).toBe('caffeine-and-headache');
  });

  it('keeps "could not find" for a message that is off-topic in another language', async () => {
    const { auth } = await patientSpeaking('Spanish');
    const response = await ask(auth, '¿Quién ganó anoche el partido de fútbol entre el Betis y el Sevilla?');
    expect(response.body).toContain(FIXED_TEXTS.Spanish.notFound);
  });
});

describe('only patients and doctors use the assistant', () => {
  it.each([
    ['POST', '/api/chat-stream', { message: 'Is coffee a migraine trigger?', ai_assistant_id: 1 }],
    ['POST', '/api/chat-stream-demen', { message: 'What are early signs of dementia?', ai_assistant_id: 2 }],
    ['POST', '/api/predict', { message: 'Is coffee a migraine trigger?', ai_assistant_id: 1 }],
    ['GET', '/api/questions-dates-grouped/1', undefined],
    ['GET', `/api/questions-by-user/1?date=2026-01-01`, undefined],
    ['DELETE', '/api/questions/session/1/2026-01-01', undefined],
    ['DELETE', '/api/questions/1/00000000-0000-4000-8000-000000000000', undefined],
  ] as const)('refuses %s %s to a clinic administrator with 403, storing and counting nothing', async (method, url, payload) => {
    const { admin } = await createTestClinic(t.db);
    const auth = await bearerFor(t.app, admin.email);
    const response = await t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/patients and doctors/);
    const [stored] = await t.db.select({ n: count() }).from(questions).where(eq(questions.userId, admin.id));
    const [counted] = await t.db.select({ n: count() }).from(usagePeriods).where(eq(usagePeriods.userId, admin.id));
    expect(stored?.n).toBe(0);
    expect(counted?.n).toBe(0);
  });

  it('still lets a doctor ask', async () => {
    const doctor = await createTestUser(t.db, { role: 'DOCTOR' });
    const response = await ask(await bearerFor(t.app, doctor.email), 'Is coffee a migraine trigger?');
    expect(response.statusCode).toBe(200);
  });
});
