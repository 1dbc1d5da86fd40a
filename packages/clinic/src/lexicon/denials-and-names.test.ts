import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../triage/red-flags';
import { defaultConceptMatcher } from './default-concept-matcher';

const matcher = defaultConceptMatcher();
const redFlags = (message: string) => detectRedFlags(message, 1, matcher.find(message));

describe('a body temperature written as a number is a fever', () => {
  it.each([
    'kcer 16 god, od jutros 39.5, strasno ju boli glava, ne moze sagnuti glavu',
    'Fieber? Er hat 39 Grad und einen steifen Nacken',
    'are 39 de grade si nu poate misca gatul, gatul intepenit',
    'температура 39,2 и схванат врат',
  ])('%s', (message) => {
    expect(matcher.find(message).concepts.has('fever')).toBe(true);
    expect(redFlags(message)).toContain('fever-stiff-neck');
  });

  it.each(["I'm 39 and my neck is stiff after the gym", 'she is 38 weeks pregnant and her neck is stiff'])('not an age or a week: %s', (message) => {
    expect(matcher.find(message).concepts.has('fever')).toBe(false);
  });
});

describe('"suicide headache" names cluster headache', () => {
  it.each([
    "my mate called his headaches 'suicide headaches', what actually is that",
    "Mi hermano tiene cefalea en racimos, dice que la llaman 'cefalea suicida'. ¿Qué es?",
    'čula sam da se klaster glavobolja zove i samoubilačka glavobolja',
    '我朋友说丛集性头痛也叫自杀性头痛，是真的吗',
  ])('is no crisis: %s', (message) => {
    expect(redFlags(message)).not.toContain('self-harm');
  });

  it.each(['headache and suicidal thoughts every night', '头痛得想自杀', 'I have suicide headaches and I want to die'])(
    'a crisis beside a headache still is: %s',
    (message) => {
      expect(redFlags(message)).toContain('self-harm');
    },
  );
});

describe('retrieval reads the message without what it denies and its distant past', () => {
  it('drops denied symptoms and their negation', () => {
    const text = matcher.find('Usual migraine. No fever, no stiff neck. Can I take ibuprofen with my triptan?').retrievalText;
    expect(text).not.toMatch(/fever|stiff|neck/);
    expect(text).toMatch(/ibuprofen/);
    expect(text).toMatch(/triptan/);
  });

  it('drops a sentence about the distant past, keeping the question in its own letters', () => {
    const text = matcher.find('Дедушка упал два года назад и сломал руку. Как обустроить квартиру, чтобы он снова не упал?').retrievalText;
    expect(text).toMatch(/квартиру/);
    expect(text).not.toMatch(/сломал/);
  });

  it('is the whole message when nothing is denied, or when too little would be left', () => {
    expect(matcher.find('Can I take ibuprofen with my triptan?').retrievalText).toBe('Can I take ibuprofen with my triptan?');
    expect(matcher.find('no fever').retrievalText).toBe('no fever');
  });
});

describe('ages and onsets', () => {
  it('reads a Chinese age written after 今年 or 年龄, and not a count after 我', () => {
    expect(matcher.find('我爸今年62，最近两周开始头痛').isAged50OrOver).toBe(true);
    expect(matcher.find('年龄58，头痛是新的').isAged50OrOver).toBe(true);
    expect(matcher.find('我吃了60片药').isAged50OrOver).toBe(false);
  });

  it('takes sudden and severe for a thunderclap only with a headache', () => {
    expect(detectRedFlags('母が急にひどく混乱しています', 2, matcher.find('母が急にひどく混乱しています'))).not.toContain('thunderclap');
    expect(redFlags('突然、ものすごくひどい頭痛が来ました')).toContain('thunderclap');
  });
});
