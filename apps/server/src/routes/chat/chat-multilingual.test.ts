import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { splitIntoSentences } from '@cephalo/clinic/assistant/rank-sentences';
import { answerTextsFor } from '@cephalo/clinic/i18n/answer-texts';
import { CHAT_LANGUAGES, type ChatLanguage } from '@cephalo/shared/chat-languages';
import { ANSWER_URGENCY_HEADER, QuestionListSchema } from '@cephalo/shared/chat';
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
  t.app.inject({
    method: 'POST',
    url: agent === 1 ? '/api/chat-stream' : '/api/chat-stream-demen',
    headers: { authorization },
    payload: { message, ai_assistant_id: agent },
  });

const alertOf = (kind: 'emergency' | 'confusion-or-fall', language: ChatLanguage) => {
  const { title, text } = answerTextsFor(language).urgency[kind];
  return `${title}\n${text}\n\n`;
};

describe('the assistant in every chat language', () => {
  it.each([
    ['Serbian', 'Имам најгору главобољу у животу, дошла је изненада као удар грома', 'thunderclap-headache'],
    ['Serbian', 'Imam najgoru glavobolju u zivotu, dosla je iznenada kao udar groma', 'thunderclap-headache'],
    ['Deutsch', 'Seit heute Mittag hohes Fieber, der Nacken ist ganz steif und der Kopf tut furchtbar weh', 'meningitis-fever-stiff-neck'],
    ['Greek', 'Ξαφνικά ο χειρότερος πονοκέφαλος της ζωής μου, σαν να με χτύπησε κεραυνός', 'thunderclap-headache'],
  ] as const)('answers a red flag written in %s first with the emergency alert in the chat language (%s)', async (language, message, entryId) => {
    const { auth } = await patientSpeaking(language);
    const response = await ask(auth, message);
    expect(response.statusCode).toBe(200);
    expect(response.headers[ANSWER_URGENCY_HEADER]).toBe('emergency');
    expect(response.body.startsWith(alertOf('emergency', language))).toBe(true);
    // Then the entry that explains the red flag, from its short answer in the chat language.
    const firstSentence = splitIntoSentences(t.app.assistant.index.translation(entryId, language)?.summary ?? '?')[0] ?? '?';
    expect(response.body).toContain(firstSentence);
    const day = QuestionListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/questions-by-user/1?date=${today()}`, headers: { authorization: auth } })).json(),
    );
    expect(day.at(-1)?.answer?.urgency).toBe('emergency');
  });

  it('catches a red flag written in another language than the profile, and advises in the profile language', async () => {
    const { auth } = await patientSpeaking('English');
    const response = await ask(auth, 'Mama je od jutros odjednom potpuno zbunjena i ne prepoznaje me', 2);
    expect(response.headers[ANSWER_URGENCY_HEADER]).toBe('same-day');
    expect(response.body.startsWith(alertOf('confusion-or-fall', 'English'))).toBe(true);
  });

  it.each(CHAT_LANGUAGES.filter((language) => language !== 'English'))(
    'answers a question wholly in %s: no English paragraph, references titled in it',
    async (language) => {
      const { auth } = await patientSpeaking(language);
      const caffeine = t.app.assistant.index.translation('caffeine-and-headache', language);
      expect(caffeine).toBeDefined();
      const response = await ask(auth, caffeine?.title ?? '?');
      expect(response.statusCode).toBe(200);
      expect(response.headers[ANSWER_URGENCY_HEADER]).toBeUndefined();
      // Every paragraph is the chat language's: sentences of the entry's translated short answer, or the assistant's own texts.
      const own = new Set(Object.values(answerTextsFor(language).answer));
      const translatedSentences = new Set(splitIntoSentences(caffeine?.summary ?? ''));
      for (const paragraph of response.body.trim().split(/\n\n/)) {
        if (own.has(paragraph)) continue;
        for (const sentence of splitIntoSentences(paragraph)) expect(translatedSentences, `${language}: "${sentence}"`).toContain(sentence);
      }
      const english = t.app.assistant.index.get('caffeine-and-headache');
      for (const sentence of splitIntoSentences(english?.summary ?? '')) expect(response.body).not.toContain(sentence);
      const day = QuestionListSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/questions-by-user/1?date=${today()}`, headers: { authorization: auth } })).json(),
      );
      expect(day[0]?.answer?.reference_list[0]).toMatchObject({ id: 'caffeine-and-headache', title: caffeine?.title });
      expect(day[0]?.answer?.urgency).toBeNull();
    },
  );

  it.each([
    ['English', 'No fever, no stiff neck, just my usual migraine on the left side. What can I take?'],
    ['Serbian', 'Nemam temperaturu, vrat nije ukočen, samo moja uobičajena migrena. Šta da popijem?'],
    ['Deutsch', 'Kein Fieber, kein steifer Nacken, nur meine übliche Migräne. Was kann ich nehmen?'],
    ['Spanish', 'No tengo fiebre ni rigidez de cuello, solo mi migraña de siempre. ¿Qué puedo tomar?'],
  ] as const)('raises no alarm for a harmless negation in %s, and does not answer from the meningitis entry', async (language, message) => {
    const { auth } = await patientSpeaking(language);
    const response = await ask(auth, message);
    expect(response.statusCode).toBe(200);
    expect(response.headers[ANSWER_URGENCY_HEADER]).toBeUndefined();
    const day = QuestionListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/questions-by-user/1?date=${today()}`, headers: { authorization: auth } })).json(),
    );
    expect(day[0]?.answer?.urgency).toBeNull();
    expect(day[0]?.answer?.reference_list[0]?.id).not.toBe('meningitis-fever-stiff-neck');
  });

  it('gives the scope message in the chat language for a message that is off-topic', async () => {
    const { auth } = await patientSpeaking('Spanish');
    const response = await ask(auth, '¿Quién ganó anoche el partido de fútbol entre el Betis y el Sevilla?');
    expect(response.body.trim()).toBe(answerTextsFor('Spanish').answer['not-found']);
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
